/** Table names of the webhook store in one schema, quoted. Internal to the PostgreSQL store and its migration. */
export interface WebhookTables {
  deliveries: string;
  rewards: string;
  revision: string;
  files: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** The quoted, schema-qualified names; the schema must be a plain lower-case identifier (it is interpolated). */
export function webhookTables(schema = 'public'): WebhookTables {
  if (!IDENTIFIER.test(schema)) {
    throw new TypeError(
      `Schema name ${JSON.stringify(schema)} is not a plain PostgreSQL identifier; use lower-case letters, digits and _ (at most 63, not starting with a digit).`,
    );
  }
  const q = (name: string) => `"${schema}"."${name}"`;
  return {
    deliveries: q('offerkit_webhook_deliveries'),
    rewards: q('offerkit_earned_rewards'),
    revision: q('offerkit_earned_reward_revision'),
    files: q('offerkit_file_processing_results'),
  };
}
