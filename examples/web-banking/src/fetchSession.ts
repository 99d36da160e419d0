/** A customer the sign-in page offers. */
export interface SignInChoice {
  id: string;
  name: string;
  description: string;
}

/** What `GET /api/session` says about this browser's session. */
export type SessionState =
  | { signedIn: false; customers: SignInChoice[] }
  | {
      signedIn: true;
      customer: { id: string; name: string };
      organizationId: string;
      rewardsBaseUrl: string;
    };

/**
 * Asks the bank's server who is signed in (the session cookie is HttpOnly: the page cannot read it, so it
 * asks). Checks the answer's shape before use; a malformed one rejects with what was wrong.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  const response = await fetch('/api/session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    ...(signal === undefined ? {} : { signal }),
  });
  if (!response.ok) {
    throw new Error(
      `The bank's server answered ${response.status} to /api/session; reload the page to retry.`,
    );
  }
  return decodeSession(await response.json());
}

/** Checks a session document's shape (from `/api/session` or the page the server rendered); throws when it is not one. */
export function decodeSession(json: unknown): SessionState {
  if (isRecord(json) && json.signedIn === true) {
    const { customer, organizationId, rewardsBaseUrl } = json;
    if (
      isRecord(customer) &&
      isText(customer.id) &&
      isText(customer.name) &&
      isText(organizationId) &&
      isText(rewardsBaseUrl)
    ) {
      return {
        signedIn: true,
        customer: { id: customer.id, name: customer.name },
        organizationId,
        rewardsBaseUrl,
      };
    }
  } else if (isRecord(json) && json.signedIn === false && Array.isArray(json.customers)) {
    // A malformed choice is left out; the others can still sign in.
    const customers = json.customers.filter(
      (item): item is SignInChoice =>
        isRecord(item) && isText(item.id) && isText(item.name) && isText(item.description),
    );
    return { signedIn: false, customers };
  }
  throw new Error('The answer of /api/session is not a session document; reload the page to retry.');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
