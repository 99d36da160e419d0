/** One customer of the bank who may sign in to the example (the sign-in page offers each one). */
export interface BankCustomer {
  /** The bank's own user id, sent to the rewards service as the user id. */
  id: string;
  /** The name the signed-in header shows. */
  name: string;
  /** One line under the name on the sign-in page. */
  description: string;
}

/** Everything the web-banking server needs, read from the environment by {@link readWebBankingConfig}. */
export interface WebBankingConfig {
  /** `OFFERKIT_BASE_URL`: the rewards service (or the sandbox), e.g. `http://127.0.0.1:4210`. */
  serviceBaseUrl: string;
  /** `OFFERKIT_ORGANIZATION_ID`: the issuer id the service assigned. */
  organizationId: string;
  /** `OFFERKIT_TOKEN_URL`: the OAuth 2.0 token endpoint (client credentials). */
  tokenUrl: string;
  /** `OFFERKIT_CLIENT_ID`. */
  clientId: string;
  /**
   * `OFFERKIT_CLIENT_SECRET`: stays on this server, never sent to the browser. Not enumerable on the object
   * {@link readWebBankingConfig} returns, so logging the config does not print it.
   */
  clientSecret: string;
  /**
   * `OFFERKIT_WEBHOOK_KEY`: the key the service signs its webhooks with. A secret: not enumerable, like
   * `clientSecret`.
   */
  webhookKey: string;
  /**
   * `WEB_BANKING_REGISTER_WEBHOOKS` (`true` unless `false`): whether the server subscribes its webhook URL
   * to the earned-reward events at start (the sandbox's subscription route; a production service
   * registers the URL once, outside the app).
   */
  registerWebhooks: boolean;
  /** `WEB_BANKING_NEW_CUSTOMER_ID` and `WEB_BANKING_LAPSED_CUSTOMER_ID`: who may sign in. */
  customers: readonly BankCustomer[];
  /** `WEB_BANKING_PORT`: where the bank's server listens on 127.0.0.1 (`0` picks a free port). */
  port: number;
  /** `WEB_BANKING_PAGE_DIR`: the built page (`vite build` output); absent means the example's `dist`. */
  pageDir?: string;
  /**
   * `OFFERKIT_WEBHOOK_STORE_URL`: a PostgreSQL connection string (`postgres://…`) for the webhook store,
   * shared by every instance of the server; absent means an in-memory store (one instance only). May hold
   * a password: not enumerable, like `clientSecret`.
   */
  webhookStoreUrl?: string;
  /** `OFFERKIT_WEBHOOK_STORE_SCHEMA`: the schema of the PostgreSQL store's tables (default `public`). */
  webhookStoreSchema?: string;
  /**
   * `OFFERKIT_WEBHOOK_LEASE_MS`: how long a delivery's claim blocks other deliveries of its id when the
   * instance processing it dies (default: the store's, 5 minutes).
   */
  webhookLeaseMs?: number;
}

/** The default `WEB_BANKING_PORT`, in the example's range (4200–4299). */
export const DEFAULT_WEB_BANKING_PORT = 4200;

const REQUIRED = {
  serviceBaseUrl: ['OFFERKIT_BASE_URL', 'the rewards service base URL, e.g. http://127.0.0.1:4210'],
  organizationId: ['OFFERKIT_ORGANIZATION_ID', 'the organization id the rewards service assigned the bank'],
  tokenUrl: ['OFFERKIT_TOKEN_URL', 'the OAuth 2.0 token endpoint, e.g. http://127.0.0.1:4210/oauth2/token'],
  clientId: ['OFFERKIT_CLIENT_ID', 'the OAuth client id of the bank'],
  clientSecret: ['OFFERKIT_CLIENT_SECRET', 'the OAuth client secret of the bank'],
  webhookKey: ['OFFERKIT_WEBHOOK_KEY', 'the key the rewards service signs its webhooks with'],
  newCustomerId: ['WEB_BANKING_NEW_CUSTOMER_ID', "the new customer's user id"],
  lapsedCustomerId: ['WEB_BANKING_LAPSED_CUSTOMER_ID', "the lapsed customer's user id"],
} as const;

/**
 * Reads the server's configuration from environment variables. Every missing or malformed variable is
 * named in one error, with what to put there; values are never echoed (one of them is a secret).
 *
 * @throws {Error} when a required variable is missing or empty, a URL is not absolute http(s), or the
 * port is not 0–65535.
 */
export function readWebBankingConfig(env: Readonly<Record<string, string | undefined>>): WebBankingConfig {
  const problems: string[] = [];
  const read = (key: keyof typeof REQUIRED): string => {
    const [name, meaning] = REQUIRED[key];
    const value = env[name]?.trim() ?? '';
    if (value === '') problems.push(`${name} is not set: set it to ${meaning}.`);
    return value;
  };
  const url = (key: 'serviceBaseUrl' | 'tokenUrl'): string => {
    const value = read(key);
    if (value !== '' && !isHttpUrl(value)) {
      problems.push(`${REQUIRED[key][0]} is not an absolute http(s) URL: set it to ${REQUIRED[key][1]}.`);
    }
    return value;
  };

  const serviceBaseUrl = url('serviceBaseUrl');
  const tokenUrl = url('tokenUrl');
  const organizationId = read('organizationId');
  const clientId = read('clientId');
  const clientSecret = read('clientSecret');
  const webhookKey = read('webhookKey');
  const newCustomerId = read('newCustomerId');
  const lapsedCustomerId = read('lapsedCustomerId');

  const rawPort = env.WEB_BANKING_PORT?.trim() ?? '';
  const port = rawPort === '' ? DEFAULT_WEB_BANKING_PORT : /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : -1;
  if (port < 0 || port > 65535) {
    problems.push(`WEB_BANKING_PORT "${rawPort}" is not a port number: give 0–65535 (0 picks a free port).`);
  }
  const pageDir = env.WEB_BANKING_PAGE_DIR?.trim() || undefined;
  const rawRegister = env.WEB_BANKING_REGISTER_WEBHOOKS?.trim() ?? '';
  if (!['', 'true', 'false'].includes(rawRegister)) {
    problems.push(
      `WEB_BANKING_REGISTER_WEBHOOKS "${rawRegister}" is neither true nor false: leave it out (true) or set false.`,
    );
  }

  const webhookStoreUrl = env.OFFERKIT_WEBHOOK_STORE_URL?.trim() || undefined;
  if (webhookStoreUrl !== undefined && !/^postgres(ql)?:\/\//.test(webhookStoreUrl)) {
    problems.push(
      'OFFERKIT_WEBHOOK_STORE_URL is not a PostgreSQL connection string: set it to postgres://user@host:port/database, or leave it out for an in-memory store.',
    );
  }
  const webhookStoreSchema = env.OFFERKIT_WEBHOOK_STORE_SCHEMA?.trim() || undefined;
  if (webhookStoreSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(webhookStoreSchema)) {
    problems.push(
      'OFFERKIT_WEBHOOK_STORE_SCHEMA is not a plain schema name: use lower-case letters, digits and _ (at most 63).',
    );
  }
  const rawLease = env.OFFERKIT_WEBHOOK_LEASE_MS?.trim() ?? '';
  const webhookLeaseMs = rawLease === '' ? undefined : /^\d{1,9}$/.test(rawLease) ? Number(rawLease) : 0;
  if (webhookLeaseMs !== undefined && webhookLeaseMs < 1) {
    problems.push(
      `OFFERKIT_WEBHOOK_LEASE_MS "${rawLease}" is not a positive whole number of milliseconds: leave it out for the store's default.`,
    );
  }

  if (problems.length > 0) {
    throw new Error(`The web-banking server cannot start:\n- ${problems.join('\n- ')}`);
  }
  const config: WebBankingConfig = {
    serviceBaseUrl,
    organizationId,
    tokenUrl,
    clientId,
    clientSecret,
    webhookKey,
    registerWebhooks: rawRegister !== 'false',
    customers: [
      { id: newCustomerId, name: 'Alex Morgan', description: 'New customer: no offer activated yet' },
      {
        id: lapsedCustomerId,
        name: 'Sam Rivera',
        description: 'Lapsed customer: some offers activated, one boosted, progress under way',
      },
    ],
    port,
    ...(pageDir === undefined ? {} : { pageDir }),
    ...(webhookStoreUrl === undefined ? {} : { webhookStoreUrl }),
    ...(webhookStoreSchema === undefined ? {} : { webhookStoreSchema }),
    ...(webhookLeaseMs === undefined ? {} : { webhookLeaseMs }),
  };
  // Not enumerable: logging or serializing the config (console.log, JSON.stringify) leaves the secrets out.
  Object.defineProperty(config, 'clientSecret', { enumerable: false });
  Object.defineProperty(config, 'webhookKey', { enumerable: false });
  if (webhookStoreUrl !== undefined) Object.defineProperty(config, 'webhookStoreUrl', { enumerable: false });
  return config;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
