/** Where the bank's server reaches the rewards service (here the sandbox), read at request time. */
export function sandboxEnv() {
  const url = process.env.OFFERKIT_SANDBOX_URL;
  const token = process.env.OFFERKIT_SANDBOX_TOKEN;
  if (!url || !token) {
    throw new Error(
      'Set OFFERKIT_SANDBOX_URL and OFFERKIT_SANDBOX_TOKEN before `next start` (see sandbox.mjs).',
    );
  }
  return {
    url,
    token,
    organizationId: process.env.OFFERKIT_ORGANIZATION_ID ?? 'org-sandbox',
    userId: process.env.OFFERKIT_USER_ID ?? 'sandbox-offerkit-new-customer',
  };
}
