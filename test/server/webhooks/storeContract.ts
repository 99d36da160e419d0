import type { WebhookEvent } from '@offerkit/data/backend';
import { createWebhookHandler, decodeWebhookEnvelope, type WebhookStore } from '@offerkit/server';
import { expect, it } from 'vitest';
import { approved, delivery, fileResult, KEY, rejected, settled, USER } from './fixtures.ts';

/** What a store test needs: fresh stores (two may share one database, like two instances). */
export interface StoreHarness {
  /** A store on the shared state (a new pool for PostgreSQL: another "instance"). */
  store(options?: { leaseMs?: number }): WebhookStore;
  /** Lets a lease of `ms` expire (real waiting for PostgreSQL, a clock jump for memory). */
  passTime(ms: number): Promise<void>;
}

const eventOf = (body: unknown) =>
  decodeWebhookEnvelope(body).data as Extract<WebhookEvent, { type: `earnedReward${string}` }>;

/**
 * The rules every WebhookStore follows, run against the memory and the PostgreSQL store alike. `unique`
 * makes ids unique per run so that stores sharing a database do not see each other's rows.
 */
export function storeContract(harness: () => StoreHarness, unique: () => string): void {
  it('claims an id once: claimed, then in-progress, then duplicate after markDone', async () => {
    const store = harness().store();
    const id = `evt-${unique()}`;
    const first = await store.claim(id);
    expect(first.status).toBe('claimed');
    expect((await store.claim(id)).status).toBe('in-progress');
    if (first.status !== 'claimed') throw new Error('unreachable');
    await store.markDone(id, first.token);
    expect((await store.claim(id)).status).toBe('duplicate');
  });

  it('release gives the id back for a redelivery; a stale token releases nothing', async () => {
    const store = harness().store();
    const id = `evt-${unique()}`;
    const first = await store.claim(id);
    if (first.status !== 'claimed') throw new Error(`expected claimed, got ${first.status}`);
    await store.release(id, 'not-the-token');
    expect((await store.claim(id)).status).toBe('in-progress');
    await store.release(id, first.token);
    expect((await store.claim(id)).status).toBe('claimed');
  });

  it('an unfinished claim expires after the lease, so a crashed instance does not block redelivery', async () => {
    const h = harness();
    const store = h.store({ leaseMs: 300 });
    const id = `evt-${unique()}`;
    expect((await store.claim(id)).status).toBe('claimed');
    expect((await store.claim(id)).status).toBe('in-progress');
    await h.passTime(600);
    const again = await store.claim(id);
    expect(again.status).toBe('claimed');
    if (again.status !== 'claimed') throw new Error('unreachable');
    await store.markDone(id, again.token);
    await h.passTime(600);
    expect((await store.claim(id)).status).toBe('duplicate');
  });

  it('a stale token is refused: after the lease expired and the id was claimed again, the old token can neither mark it done, renew nor release it', async () => {
    const h = harness();
    const store = h.store({ leaseMs: 300 });
    const id = `evt-${unique()}`;
    const first = await store.claim(id);
    if (first.status !== 'claimed') throw new Error(`expected claimed, got ${first.status}`);
    await h.passTime(600);
    const second = await store.claim(id);
    if (second.status !== 'claimed') throw new Error(`expected claimed, got ${second.status}`);
    expect(second.token).not.toBe(first.token);
    expect(await store.markDone(id, first.token)).toBe(false);
    expect(await store.renew(id, first.token)).toBe(false);
    await store.release(id, first.token);
    // The second claim still holds the id: neither done nor released by the stale token (asked by token,
    // not by a claim, so a slow database cannot let this lease run out first).
    expect(await store.renew(id, second.token)).toBe(true);
    expect(await store.markDone(id, second.token)).toBe(true);
    expect(await store.markDone(id, second.token)).toBe(true); // its own token: idempotent
    expect(await store.markDone(id, first.token)).toBe(false);
    expect(await store.renew(id, second.token)).toBe(false); // done: nothing left to renew
    expect((await store.claim(id)).status).toBe('duplicate');
  });

  it('a claim whose lease ran out but that nobody claimed again is still held by its token: renew and markDone succeed', async () => {
    const h = harness();
    const store = h.store({ leaseMs: 300 });
    const id = `evt-${unique()}`;
    const claim = await store.claim(id);
    if (claim.status !== 'claimed') throw new Error(`expected claimed, got ${claim.status}`);
    await h.passTime(600);
    expect(await store.renew(id, claim.token)).toBe(true);
    await h.passTime(600);
    expect(await store.markDone(id, claim.token)).toBe(true);
    expect((await store.claim(id)).status).toBe('duplicate');
  });

  it('markDone of an id never claimed, or with a made-up token, records nothing', async () => {
    const store = harness().store();
    const id = `evt-${unique()}`;
    expect(await store.markDone(id, 'made-up')).toBe(false);
    const claim = await store.claim(id);
    expect(claim.status).toBe('claimed');
    expect(await store.markDone(id, 'made-up')).toBe(false);
    expect((await store.claim(id)).status).toBe('in-progress');
  });

  it('renew keeps a claim past its lease; an unrenewed claim then expires', async () => {
    const h = harness();
    const store = h.store({ leaseMs: 1500 });
    expect(store.leaseMs).toBe(1500);
    const id = `evt-${unique()}`;
    const claim = await store.claim(id);
    if (claim.status !== 'claimed') throw new Error(`expected claimed, got ${claim.status}`);
    await h.passTime(900);
    expect(await store.renew(id, claim.token)).toBe(true);
    await h.passTime(900); // 1800 ms after the claim, 900 after the renewal
    expect((await store.claim(id)).status).toBe('in-progress');
    await h.passTime(1600);
    expect((await store.claim(id)).status).toBe('claimed');
  });

  it('an onEvent slower than the lease keeps its claim: a redelivery meanwhile is answered 503, onEvent runs once', async () => {
    const h = harness();
    // Renewed every 500 ms: only a stall of a whole second on the loaded test machine could lose it.
    const leaseMs = 1500;
    const store = h.store({ leaseMs });
    const run = unique();
    const body = approved(`evt-slow-${run}`, `tx-slow-${run}`, {}, `${USER}-${run}`);
    let calls = 0;
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const handler = createWebhookHandler({
      key: KEY,
      store,
      inProgressWaitMs: 200,
      onEvent: async () => {
        calls += 1;
        started();
        await gate;
      },
    });
    const first = handler(await delivery(body));
    await running;
    // A backstop, so that a store that lets the redelivery in fails the assertions below, not the timeout.
    const backstop = setTimeout(open, 2.2 * leaseMs + 3000);
    // Real time (the heartbeat runs on real timers): more than two leases go by while onEvent runs.
    await new Promise((resolve) => setTimeout(resolve, 2.2 * leaseMs));
    const redelivered = await handler(await delivery(body));
    expect(redelivered.status).toBe(503);
    expect(redelivered.headers.get('retry-after')).toBe('5');
    expect((await h.store({ leaseMs }).claim(`evt-slow-${run}`)).status).toBe('in-progress');
    clearTimeout(backstop);
    open();
    const done = await first;
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: 'processed' });
    const later = await handler(await delivery(body));
    expect(await later.json()).toEqual({ status: 'duplicate' });
    expect(calls).toBe(1);
  }, 20_000);

  it('approved → PENDING, then settled → SETTLED on the same entry (one entry per transaction)', async () => {
    const store = harness().store();
    const user = `${USER}-${unique()}`;
    const pending = await store.recordEarnedReward(user, eventOf(approved('e1', 'tx-1')));
    expect(pending).toMatchObject({
      type: 'earnedReward',
      id: 'tx-1',
      attributes: {
        status: 'PENDING',
        message: 'Your reward from Blue Bottle is pending.',
        transactionId: 'tx-1',
        transactionAmountInCents: 2500,
        transactionTimestamp: '2026-03-02T15:00:00Z',
        merchantName: 'Blue Bottle',
        categoryName: 'Food & Beverage',
        userReward: { type: 'PERCENT', value: 10 },
        purchaseChannel: ['INSTORE'],
        assets: [{ url: 'https://rewards.example/logo.svg', alt: 'Blue Bottle logo', type: 'LOGO_IMAGE' }],
      },
    });
    expect(Number.isNaN(Date.parse(pending.attributes.updatedAt))).toBe(false);
    await store.recordEarnedReward(user, eventOf(settled('e2', 'tx-1')));
    const list = await store.listEarnedRewards(user);
    expect(list).toHaveLength(1);
    expect(list[0]?.attributes).toMatchObject({
      status: 'SETTLED',
      message: 'You earned $2.50 at Blue Bottle.',
      commissionEarned: { type: 'cents', value: 250 },
    });
  });

  it('settled without approved is accepted; an approved arriving later does not downgrade it', async () => {
    const store = harness().store();
    const user = `${USER}-${unique()}`;
    await store.recordEarnedReward(user, eventOf(settled('e1', 'tx-late')));
    const after = await store.recordEarnedReward(
      user,
      eventOf(approved('e2', 'tx-late', { message: 'late approved' })),
    );
    expect(after.attributes.status).toBe('SETTLED');
    expect(after.attributes.message).toBe('You earned $2.50 at Blue Bottle.');
    const list = await store.listEarnedRewards(user);
    expect(list.map((reward) => reward.attributes.status)).toEqual(['SETTLED']);
  });

  it('rejected marks the entry REJECTED with its reason and keeps the display message, not the fixed text', async () => {
    const store = harness().store();
    const user = `${USER}-${unique()}`;
    await store.recordEarnedReward(user, eventOf(approved('e1', 'tx-r')));
    const entry = await store.recordEarnedReward(
      user,
      eventOf(rejected('e2', 'tx-r', 'SETTLEMENT_REJECTED')),
    );
    expect(entry.attributes).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'SETTLEMENT_REJECTED',
      message: 'Your reward from Blue Bottle is pending.',
      merchantName: 'Blue Bottle',
    });
    // A settled event of a rejected transaction does not bring it back.
    const after = await store.recordEarnedReward(user, eventOf(settled('e3', 'tx-r')));
    expect(after.attributes.status).toBe('REJECTED');
  });

  it('a rejection alone (unknown reason kept as is) has no display message', async () => {
    const store = harness().store();
    const user = `${USER}-${unique()}`;
    const entry = await store.recordEarnedReward(user, eventOf(rejected('e1', 'tx-x', 'SOME_NEW_REASON')));
    expect(entry.attributes.status).toBe('REJECTED');
    expect(entry.attributes.rejectionReason).toBe('SOME_NEW_REASON');
    expect(entry.attributes.message).toBe('');
  });

  it('lists only the asked user, newest change first, as copies', async () => {
    const store = harness().store();
    const user = `${USER}-${unique()}`;
    const other = `${USER}-other-${unique()}`;
    await store.recordEarnedReward(user, eventOf(approved('e1', 'tx-a')));
    await store.recordEarnedReward(user, eventOf(approved('e2', 'tx-b')));
    await store.recordEarnedReward(other, eventOf(approved('e3', 'tx-c')));
    await store.recordEarnedReward(user, eventOf(settled('e4', 'tx-a')));
    const list = await store.listEarnedRewards(user);
    expect(list.map((reward) => [reward.id, reward.attributes.status])).toEqual([
      ['tx-a', 'SETTLED'],
      ['tx-b', 'PENDING'],
    ]);
    (list[0] as { attributes: { status: string } }).attributes.status = 'TAMPERED';
    expect((await store.listEarnedRewards(user))[0]?.attributes.status).toBe('SETTLED');
    expect(await store.listEarnedRewards(`nobody-${unique()}`)).toEqual([]);
  });

  it('records the fileProcessingResult of each upload by file name', async () => {
    const store = harness().store();
    const fileName = `history-${unique()}.jsonl`;
    expect(await store.getFileProcessingResult(fileName)).toBeUndefined();
    const event = decodeWebhookEnvelope(fileResult('evt-file-1', fileName)).data;
    if (event.type !== 'fileProcessingResult') throw new Error('fixture is not a fileProcessingResult');
    await store.recordFileProcessingResult(event);
    expect(await store.getFileProcessingResult(fileName)).toMatchObject({
      fileName,
      eventId: 'evt-file-1',
      sentAt: '2026-03-02T15:00:00Z',
      lastModified: '2026-03-02T15:05:00Z',
      downloadUrl: `https://files.example/results/${fileName}.json?signature=abc`,
    });
  });

  it('50 concurrent deliveries of 10 ids through two handler instances → exactly 10 onEvent calls, all 200', async () => {
    const h = harness();
    const seen: string[] = [];
    const onEvent = async (event: WebhookEvent) => {
      seen.push(event.id);
      // Hold the claim a moment so that the other deliveries really overlap it.
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const handlers = [h.store(), h.store()].map((store) =>
      createWebhookHandler({ key: KEY, store, onEvent }),
    );
    const run = unique();
    const user = `${USER}-${run}`;
    const ids = Array.from({ length: 10 }, (_, index) => `evt-${run}-${index}`);
    const requests = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        delivery(approved(ids[index % 10] as string, `tx-${run}-${index % 10}`, {}, user)),
      ),
    );
    const responses = await Promise.all(
      requests.map((request, index) => (handlers[index % 2] as (r: Request) => Promise<Response>)(request)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(bodies.filter((body) => body.status === 'processed')).toHaveLength(10);
    expect(seen).toHaveLength(10);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(await h.store().listEarnedRewards(user)).toHaveLength(10);
  });
}
