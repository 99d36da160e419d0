import type { WebhookDiagnostic } from './WebhookHandlerOptions.ts';
import type { WebhookStore } from './WebhookStore.ts';

/**
 * Renews a claim every third of the store's lease until `stop()`, so that an `onEvent` slower than the
 * lease keeps it. A renewal the store refuses (the claim was taken over) aborts `lease`; one that fails
 * (the store is unreachable) is reported and tried again at the next beat.
 */
export function holdLease(
  store: WebhookStore,
  id: string,
  token: string,
  lease: AbortController,
  report: (diagnostic: WebhookDiagnostic) => void,
): { stop(): Promise<void> } {
  // setTimeout fires at once beyond 2^31 − 1 ms: a lease of months must not renew in a tight loop.
  const every = Math.min(Math.max(1, Math.floor(store.leaseMs / 3)), 2_147_483_647);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing: Promise<void> = Promise.resolve();
  const beat = () => {
    renewing = store.renew(id, token).then(
      (held) => {
        if (!held) lease.abort(new Error('The claim on this webhook event was lost.'));
      },
      (error: unknown) =>
        report({
          code: 'lease-renewal-failed',
          eventId: id,
          message:
            'Renewing the claim on the event failed (the store is unreachable?); it is tried again at the next beat.',
          error,
        }),
    );
    void renewing.then(() => {
      if (!stopped && !lease.signal.aborted) timer = setTimeout(beat, every);
    });
  };
  timer = setTimeout(beat, every);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await renewing;
    },
  };
}

/** Claims an id; while another request holds it, polls (backing off) until it is done, released or the wait ends. */
export async function claimWithWait(store: WebhookStore, id: string, waitMs: number) {
  const deadline = Date.now() + waitMs;
  let pause = 10;
  for (;;) {
    let claim: Awaited<ReturnType<WebhookStore['claim']>>;
    try {
      claim = await store.claim(id);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    const left = deadline - Date.now();
    if (claim.status !== 'in-progress' || left <= 0) return claim;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, 250);
  }
}
