import { readWebBankingConfig } from '../../examples/web-banking/server/readWebBankingConfig.ts';

const ENV = {
  OFFERKIT_BASE_URL: 'http://127.0.0.1:4210',
  OFFERKIT_ORGANIZATION_ID: 'org-sandbox',
  OFFERKIT_TOKEN_URL: 'http://127.0.0.1:4210/oauth2/token',
  OFFERKIT_CLIENT_ID: 'bank-client',
  OFFERKIT_CLIENT_SECRET: 'very-secret-value',
  OFFERKIT_WEBHOOK_KEY: 'webhook-signing-key',
  WEB_BANKING_NEW_CUSTOMER_ID: 'sandbox-offerkit-new-customer',
  WEB_BANKING_LAPSED_CUSTOMER_ID: 'sandbox-offerkit-lapsed-customer',
};

describe('readWebBankingConfig', () => {
  it('reads every variable, with the two customers and port 4200 by default', () => {
    const config = readWebBankingConfig(ENV);
    expect(config).toMatchObject({
      serviceBaseUrl: 'http://127.0.0.1:4210',
      organizationId: 'org-sandbox',
      tokenUrl: 'http://127.0.0.1:4210/oauth2/token',
      clientId: 'bank-client',
      clientSecret: 'very-secret-value',
      webhookKey: 'webhook-signing-key',
      registerWebhooks: true,
      port: 4200,
    });
    expect(config.customers.map((customer) => customer.id)).toEqual([
      'sandbox-offerkit-new-customer',
      'sandbox-offerkit-lapsed-customer',
    ]);
    expect(config.pageDir).toBeUndefined();
  });

  it('takes WEB_BANKING_PORT (0 = any free port) and WEB_BANKING_PAGE_DIR', () => {
    const config = readWebBankingConfig({ ...ENV, WEB_BANKING_PORT: '0', WEB_BANKING_PAGE_DIR: '/srv/page' });
    expect(config.port).toBe(0);
    expect(config.pageDir).toBe('/srv/page');
  });

  it('subscribes the webhook URL unless WEB_BANKING_REGISTER_WEBHOOKS is false, and refuses other values', () => {
    expect(readWebBankingConfig({ ...ENV, WEB_BANKING_REGISTER_WEBHOOKS: 'false' }).registerWebhooks).toBe(
      false,
    );
    expect(readWebBankingConfig({ ...ENV, WEB_BANKING_REGISTER_WEBHOOKS: 'true' }).registerWebhooks).toBe(
      true,
    );
    expect(() => readWebBankingConfig({ ...ENV, WEB_BANKING_REGISTER_WEBHOOKS: 'no' })).toThrow(
      'WEB_BANKING_REGISTER_WEBHOOKS "no" is neither true nor false: leave it out (true) or set false.',
    );
  });

  it('takes a PostgreSQL webhook store (URL kept out of JSON), its schema and lease, and refuses bad values', () => {
    const config = readWebBankingConfig({
      ...ENV,
      OFFERKIT_WEBHOOK_STORE_URL: 'postgres://bank:db-password@127.0.0.1:5432/bank',
      OFFERKIT_WEBHOOK_STORE_SCHEMA: 'offerkit',
      OFFERKIT_WEBHOOK_LEASE_MS: '30000',
    });
    expect(config).toMatchObject({
      webhookStoreUrl: 'postgres://bank:db-password@127.0.0.1:5432/bank',
      webhookStoreSchema: 'offerkit',
      webhookLeaseMs: 30000,
    });
    expect(JSON.stringify(config)).not.toContain('db-password');
    expect(readWebBankingConfig(ENV).webhookStoreUrl).toBeUndefined();
    const run = () =>
      readWebBankingConfig({
        ...ENV,
        OFFERKIT_WEBHOOK_STORE_URL: 'mysql://db-password@x/db',
        OFFERKIT_WEBHOOK_STORE_SCHEMA: 'Bad-Schema',
        OFFERKIT_WEBHOOK_LEASE_MS: '0',
      });
    expect(run).toThrow('OFFERKIT_WEBHOOK_STORE_URL is not a PostgreSQL connection string');
    expect(run).toThrow('OFFERKIT_WEBHOOK_STORE_SCHEMA is not a plain schema name');
    expect(run).toThrow('OFFERKIT_WEBHOOK_LEASE_MS "0" is not a positive whole number of milliseconds');
    expect(run).not.toThrow('db-password');
  });

  it('names every missing variable in one error, with what to set it to', () => {
    expect(() =>
      readWebBankingConfig({ ...ENV, OFFERKIT_CLIENT_SECRET: '', OFFERKIT_TOKEN_URL: undefined }),
    ).toThrow(
      'The web-banking server cannot start:\n' +
        '- OFFERKIT_TOKEN_URL is not set: set it to the OAuth 2.0 token endpoint, e.g. http://127.0.0.1:4210/oauth2/token.\n' +
        '- OFFERKIT_CLIENT_SECRET is not set: set it to the OAuth client secret of the bank.',
    );
    expect(() => readWebBankingConfig({})).toThrow(
      /OFFERKIT_BASE_URL[\s\S]*WEB_BANKING_LAPSED_CUSTOMER_ID is not set/,
    );
  });

  it('refuses a URL that is not absolute http(s) and a port out of range', () => {
    const run = () =>
      readWebBankingConfig({
        ...ENV,
        OFFERKIT_BASE_URL: '/api',
        OFFERKIT_TOKEN_URL: 'ftp://x',
        WEB_BANKING_PORT: '70000',
      });
    expect(run).toThrow('OFFERKIT_BASE_URL is not an absolute http(s) URL');
    expect(run).toThrow('OFFERKIT_TOKEN_URL is not an absolute http(s) URL');
    expect(run).toThrow('WEB_BANKING_PORT "70000" is not a port number: give 0–65535 (0 picks a free port).');
  });

  it('never puts the client secret or the webhook key in an error, a log line or JSON', () => {
    let message = '';
    try {
      readWebBankingConfig({ ...ENV, OFFERKIT_BASE_URL: 'not a url' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('OFFERKIT_BASE_URL');
    expect(message).not.toContain('very-secret-value');
    const config = readWebBankingConfig(ENV);
    for (const secret of ['very-secret-value', 'webhook-signing-key']) {
      expect(JSON.stringify(config)).not.toContain(secret);
      expect(String(Object.entries(config))).not.toContain(secret);
    }
    expect(config.clientSecret).toBe('very-secret-value');
    expect(config.webhookKey).toBe('webhook-signing-key');
  });
});
