import type { WebhookEvent } from '@offerkit/data/backend';
import {
  createWebhookHandler,
  memoryWebhookStore,
  type WebhookDiagnostic,
  type WebhookEventContext,
  type WebhookHandlerOptions,
  type WebhookStore,
} from '@offerkit/server';
import { describe, expect, it, vi } from 'vitest';
import {
  approved,
  delivery,
  envelope,
  fileResult,
  KEY,
  NEXT_KEY,
  rejected,
  settled,
  USER,
} from './fixtures.ts';

function setup(options: Partial<WebhookHandlerOptions> = {}) {
  const store = options.store ?? memoryWebhookStore();
  const events: { event: WebhookEvent; context: WebhookEventContext }[] = [];
  const diagnostics: WebhookDiagnostic[] = [];
  const handler = createWebhookHandler({
    key: KEY,
    store,
    onEvent: (event, context) => {
      events.push({ event, context });
    },
    onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    ...options,
  });
  return { handler, store, events, diagnostics };
}

/** Everything a response and the diagnostics show, to check that no secret or body content leaks. */
async function exposed(response: Response, diagnostics: WebhookDiagnostic[]): Promise<string> {
  const headers = JSON.stringify([...response.headers]);
  const text = await response.text();
  return `${headers}\n${text}\n${diagnostics.map((d) => d.message).join('\n')}`;
}

describe('createWebhookHandler: signature first', () => {
  it('processes a signed approved event: 200, onEvent once with the decoded event and user, reward stored', async () => {
    const { handler, store, events } = setup();
    const response = await handler(await delivery(approved('evt-1', 'tx-1')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'processed' });
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toMatchObject({ type: 'earnedRewardApproved', id: 'evt-1' });
    expect(events[0]?.context.userId).toBe(USER);
    expect((await store.listEarnedRewards(USER)).map((reward) => reward.attributes.status)).toEqual([
      'PENDING',
    ]);
  });

  it('finds the header whatever its case', async () => {
    const { handler, events } = setup();
    const response = await handler(
      await delivery(approved('evt-case', 'tx-1'), { header: 'Notify-SIGNATURE' }),
    );
    expect(response.status).toBe(200);
    expect(events).toHaveLength(1);
  });

  it.each([
    ['missing', { signature: null }, 'signature-missing'],
    ['malformed', { signature: 'not base64 at all' }, 'signature-malformed'],
    ['made with another key', { key: 'an-attacker-key' }, 'signature-mismatch'],
  ] as const)(
    'answers 401 when the signature is %s, and never parses or processes the body',
    async (_n, init, code) => {
      const parse = vi.spyOn(JSON, 'parse');
      const { handler, events, diagnostics, store } = setup();
      const response = await handler(await delivery(approved('evt-bad', 'tx-bad'), init));
      expect(response.status).toBe(401);
      expect(parse).not.toHaveBeenCalled();
      parse.mockRestore();
      expect(events).toHaveLength(0);
      expect(diagnostics.map((d) => d.code)).toEqual([code]);
      expect((await response.json()).errors[0].detail).toMatch(/notify-signature/);
      // The id was never claimed: a correctly signed delivery of it is processed.
      expect((await store.claim('evt-bad')).status).toBe('claimed');
    },
  );

  it('rejects a body changed after signing (same JSON, other bytes)', async () => {
    const { handler, events } = setup();
    const body = approved('evt-2', 'tx-2');
    const signed = await delivery(body);
    const signature = signed.headers.get('notify-signature');
    const response = await handler(await delivery(JSON.stringify(body, null, 2), { signature }));
    expect(response.status).toBe(401);
    expect(events).toHaveLength(0);
  });

  it('accepts both keys during a rotation', async () => {
    const { handler, events } = setup({ key: undefined, keys: [KEY, NEXT_KEY] });
    expect((await handler(await delivery(approved('evt-old', 'tx-1'), { key: KEY }))).status).toBe(200);
    expect((await handler(await delivery(approved('evt-new', 'tx-2'), { key: NEXT_KEY }))).status).toBe(200);
    expect((await handler(await delivery(approved('evt-x', 'tx-3'), { key: 'retired' }))).status).toBe(401);
    expect(events.map(({ event }) => event.id)).toEqual(['evt-old', 'evt-new']);
  });

  it('never echoes the key, the signature or the body in responses and diagnostics', async () => {
    const secretBody = approved('evt-secret-id', 'tx-secret', { message: 'SECRET-MESSAGE-TEXT' });
    for (const init of [{ key: 'wrong-key' }, {}]) {
      const { handler, diagnostics } = setup({
        onEvent: () => {
          throw new Error('downstream down');
        },
      });
      const request = await delivery(secretBody, init);
      const signature = request.headers.get('notify-signature') as string;
      const text = await exposed(await handler(request), diagnostics);
      for (const secret of [KEY, signature, 'SECRET-MESSAGE-TEXT', 'tx-secret'])
        expect(text).not.toContain(secret);
    }
    const { handler, diagnostics } = setup();
    const broken = {
      data: { type: 'earnedRewardApproved', id: 'evt-9', attributes: { message: 'SECRET-MESSAGE-TEXT' } },
    };
    const response = await handler(await delivery(broken));
    expect(response.status).toBe(400);
    expect(await exposed(response, diagnostics)).not.toContain('SECRET-MESSAGE-TEXT');
  });
});

describe('createWebhookHandler: envelopes', () => {
  it.each([
    ['not JSON', '{"data": '],
    ['not an envelope', '[1, 2, 3]'],
    ['an envelope without id', JSON.stringify({ data: { type: 'earnedRewardApproved', attributes: {} } })],
    [
      'a known event lacking required attributes',
      JSON.stringify(envelope('earnedRewardSettled', 'evt-3', { message: 'x' })),
    ],
  ])('answers 400 for %s (signed correctly), without calling onEvent', async (_name, body) => {
    const { handler, events, store } = setup();
    const response = await handler(await delivery(body));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].detail).toMatch(/envelope|JSON|required member/);
    expect(events).toHaveLength(0);
    expect(await store.listEarnedRewards(USER)).toEqual([]);
  });

  it('acknowledges an unknown event type (200) once per id, through onUnknownEvent, not onEvent', async () => {
    const unknown = vi.fn();
    const { handler, events, diagnostics } = setup({ onUnknownEvent: unknown });
    const body = envelope('offerExpired', 'evt-new-kind', { offerId: 'ofr_1' });
    expect((await handler(await delivery(body))).status).toBe(200);
    expect((await handler(await delivery(body))).status).toBe(200);
    expect(events).toHaveLength(0);
    expect(unknown).toHaveBeenCalledTimes(1);
    expect(unknown.mock.calls[0]?.[0]).toEqual({
      type: 'offerExpired',
      id: 'evt-new-kind',
      attributes: { offerId: 'ofr_1' },
    });
    expect(diagnostics.map((d) => d.code)).toContain('unknown-event-type');
  });

  it('passes an unknown rejection reason as a generic rejection, with a diagnostic', async () => {
    const { handler, events, store } = setup();
    const response = await handler(await delivery(rejected('evt-r', 'tx-r', 'CARD_EXPIRED_SOMEHOW')));
    expect(response.status).toBe(200);
    expect(events[0]?.event).toMatchObject({
      type: 'earnedRewardRejected',
      attributes: { reason: 'CARD_EXPIRED_SOMEHOW' },
    });
    expect(events[0]?.context.diagnostics.map((d) => d.severity)).toEqual(['tolerated']);
    expect((await store.listEarnedRewards(USER))[0]?.attributes).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'CARD_EXPIRED_SOMEHOW',
    });
  });

  it('drops a malformed optional attribute, processes the event, and reports it by path without its value', async () => {
    const { handler, events, diagnostics } = setup();
    const body = approved('evt-drop', 'tx-drop', { userReward: 'SECRET-VALUE' });
    expect((await handler(await delivery(body))).status).toBe(200);
    expect(events[0]?.event.attributes).not.toHaveProperty('userReward');
    const decode = diagnostics.filter((d) => d.code === 'decode');
    expect(decode.map((d) => d.diagnostic?.path)).toEqual(['/data/attributes/userReward']);
    expect(decode[0]?.message).toMatch(
      /dropped a member of the earnedRewardApproved event at \/data\/attributes\/userReward/,
    );
    expect(decode[0]?.message).not.toContain('SECRET-VALUE');
  });

  it('records a fileProcessingResult for its upload', async () => {
    const { handler, store, events } = setup();
    expect((await handler(await delivery(fileResult('evt-f', 'history-1.jsonl')))).status).toBe(200);
    expect(events[0]?.event.type).toBe('fileProcessingResult');
    expect(await store.getFileProcessingResult('history-1.jsonl')).toMatchObject({ eventId: 'evt-f' });
  });

  it('passes an earned-reward event without a user to onEvent but stores no reward, and says so', async () => {
    const { handler, events, diagnostics } = setup();
    expect((await handler(await delivery(approved('evt-nouser', 'tx-n', {}, null)))).status).toBe(200);
    expect(events).toHaveLength(1);
    expect(diagnostics.map((d) => d.code)).toContain('missing-user');
  });

  it('answers 405 to anything but POST, and 413 beyond maxBodyBytes without processing', async () => {
    const { handler, events } = setup({ maxBodyBytes: 64 });
    const get = await handler(new Request('http://127.0.0.1/hook'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await handler(await delivery(approved('evt-big', 'tx-big')))).status).toBe(413);
    expect(events).toHaveLength(0);
  });

  it('answers 400 when the body stream breaks, without processing', async () => {
    const { handler, events, diagnostics } = setup();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":'));
        controller.error(new Error('socket hang up'));
      },
    });
    const request = new Request('http://127.0.0.1/hook', {
      method: 'POST',
      headers: { 'notify-signature': 'x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request)).status).toBe(400);
    expect(events).toHaveLength(0);
    expect(diagnostics.map((d) => d.code)).toEqual(['body-unreadable']);
  });

  it('answers 500 with a mount-order hint when a body parser consumed the body first', async () => {
    const { handler } = setup();
    const request = await delivery(approved('evt-read', 'tx'));
    await request.text();
    const response = await handler(request);
    expect(response.status).toBe(500);
    expect((await response.json()).errors[0].detail).toMatch(/mount the handler before any body parser/);
  });
});

describe('createWebhookHandler: idempotency', () => {
  it('acknowledges a redelivery (same id) without calling onEvent again', async () => {
    const { handler, events, diagnostics } = setup();
    const body = settled('evt-once', 'tx-once');
    const first = await handler(await delivery(body));
    const second = await handler(await delivery(body));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual({ status: 'duplicate' });
    expect(events).toHaveLength(1);
    expect(diagnostics.map((d) => d.code)).toEqual(['duplicate']);
  });

  it('two concurrent deliveries of one id: onEvent once, both acknowledged', async () => {
    let calls = 0;
    const { handler } = setup({
      onEvent: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    const body = approved('evt-race', 'tx-race');
    const responses = await Promise.all([handler(await delivery(body)), handler(await delivery(body))]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(calls).toBe(1);
  });

  it('an onEvent that throws answers 500 and leaves the id unrecorded: the redelivery is processed', async () => {
    let attempt = 0;
    const { handler, diagnostics } = setup({
      onEvent: () => {
        attempt += 1;
        if (attempt === 1) throw new Error('push service unavailable');
      },
    });
    const body = approved('evt-retry', 'tx-retry');
    const failed = await handler(await delivery(body));
    expect(failed.status).toBe(500);
    expect((await failed.json()).errors[0].detail).toMatch(/will redeliver/);
    expect(diagnostics.find((d) => d.code === 'handler-failed')?.error).toBeInstanceOf(Error);
    const redelivered = await handler(await delivery(body));
    expect(redelivered.status).toBe(200);
    expect(await redelivered.json()).toEqual({ status: 'processed' });
    expect(attempt).toBe(2);
  });

  it('a concurrent delivery waiting on a failing one processes the event itself', async () => {
    let attempt = 0;
    const { handler } = setup({
      onEvent: async () => {
        attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (attempt === 1) throw new Error('first attempt fails');
      },
    });
    const body = approved('evt-takeover', 'tx');
    const statuses = (await Promise.all([handler(await delivery(body)), handler(await delivery(body))])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 500]);
    expect(attempt).toBe(2);
  });

  it('answers 503 with Retry-After when another delivery holds the id past inProgressWaitMs', async () => {
    const store = memoryWebhookStore();
    await store.claim('evt-held');
    const { handler, events } = setup({ store, inProgressWaitMs: 50 });
    const response = await handler(await delivery(approved('evt-held', 'tx')));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(events).toHaveLength(0);
  });

  it('answers 503 when the store fails, without calling onEvent', async () => {
    const failing: WebhookStore = {
      ...memoryWebhookStore(),
      claim: async () => {
        throw new Error('connection refused');
      },
    };
    const { handler, events, diagnostics } = setup({ store: failing });
    const response = await handler(await delivery(approved('evt-s', 'tx')));
    expect(response.status).toBe(503);
    expect(events).toHaveLength(0);
    expect(diagnostics.map((d) => d.code)).toEqual(['store-failed']);
  });

  it('refuses to start without a key, a store or onEvent, saying what to pass', () => {
    const store = memoryWebhookStore();
    expect(() => createWebhookHandler({ store, onEvent: () => {} })).toThrow(/pass `key`/);
    expect(() =>
      createWebhookHandler({ key: KEY, onEvent: () => {} } as unknown as WebhookHandlerOptions),
    ).toThrow(/memoryWebhookStore\(\)/);
    expect(() => createWebhookHandler({ key: KEY, store } as unknown as WebhookHandlerOptions)).toThrow(
      /onEvent is missing/,
    );
  });
});

describe('createWebhookHandler: the claim is held while onEvent runs (lease renewal)', () => {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** A memory store whose renew and markDone calls are counted, and whose renew can be overridden. */
  function countingStore(leaseMs: number, renew?: WebhookStore['renew']) {
    const inner = memoryWebhookStore({ leaseMs });
    const calls = { renew: 0, markDone: [] as boolean[], release: 0 };
    const store: WebhookStore = {
      ...inner,
      renew: async (id, token) => {
        calls.renew += 1;
        return renew === undefined ? inner.renew(id, token) : renew(id, token);
      },
      markDone: async (id, token) => {
        const done = await inner.markDone(id, token);
        calls.markDone.push(done);
        return done;
      },
      release: async (id, token) => {
        calls.release += 1;
        return inner.release(id, token);
      },
    };
    return { store, inner, calls };
  }

  it('renews about every third of the lease while onEvent runs, and stops when it is done', async () => {
    const { store, calls } = countingStore(60);
    const { handler } = setup({ store, onEvent: () => sleep(300) });
    const response = await handler(await delivery(approved('evt-beat', 'tx-beat')));
    expect(response.status).toBe(200);
    // 300 ms at one renewal per 20 ms: at least a few, whatever the machine's load.
    expect(calls.renew).toBeGreaterThanOrEqual(3);
    expect(calls.markDone).toEqual([true]);
    const after = calls.renew;
    await sleep(150);
    expect(calls.renew).toBe(after);
  });

  it('a lost lease aborts context.signal and never marks the event done with the stale token: 503, Retry-After', async () => {
    const { store, calls } = countingStore(30, async () => false);
    let aborted = false;
    const { handler, diagnostics } = setup({
      store,
      onEvent: async (_event, { signal }) => {
        await new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => resolve(), { once: true });
          setTimeout(resolve, 3000);
        });
        aborted = signal.aborted;
      },
    });
    const response = await handler(await delivery(approved('evt-lost', 'tx-lost')));
    expect(aborted).toBe(true);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(calls.markDone).toEqual([]);
    expect(calls.release).toBe(0);
    expect(diagnostics.map((d) => d.code)).toContain('lease-lost');
  });

  it('when the store refuses markDone (the claim was taken over meanwhile) the answer is 503, not processed', async () => {
    const inner = memoryWebhookStore({ leaseMs: 60_000 });
    const store: WebhookStore = { ...inner, markDone: async () => false };
    const { handler, diagnostics } = setup({ store });
    const response = await handler(await delivery(approved('evt-stale', 'tx-stale')));
    expect(response.status).toBe(503);
    expect(diagnostics.map((d) => d.code)).toContain('lease-lost');
  });

  it('a renewal that fails (store unreachable) is reported and tried again; the event is still marked done', async () => {
    let failures = 0;
    const { store, inner, calls } = countingStore(60, async (id, token) => {
      if (failures < 2) {
        failures += 1;
        throw new Error('connection reset');
      }
      return inner.renew(id, token);
    });
    const { handler, diagnostics } = setup({ store, onEvent: () => sleep(250) });
    const response = await handler(await delivery(approved('evt-flaky', 'tx-flaky')));
    expect(response.status).toBe(200);
    expect(calls.renew).toBeGreaterThanOrEqual(3);
    expect(diagnostics.filter((d) => d.code === 'lease-renewal-failed')).toHaveLength(2);
    expect(calls.markDone).toEqual([true]);
  });
});

describe('createWebhookHandler: limits that cannot be switched off by mistake', () => {
  it.each([Number.NaN, -1, 0, Number.POSITIVE_INFINITY, '1048576'])(
    'refuses maxBodyBytes %s (a NaN or Infinity limit would read any body whole)',
    (maxBodyBytes) => {
      expect(() => setup({ maxBodyBytes: maxBodyBytes as number })).toThrow(
        /maxBodyBytes must be a positive number of bytes/,
      );
    },
  );

  it.each([Number.NaN, -5, Number.POSITIVE_INFINITY])(
    'refuses inProgressWaitMs %s (NaN made a redelivery poll the store forever)',
    (inProgressWaitMs) => {
      expect(() => setup({ inProgressWaitMs })).toThrow(/inProgressWaitMs must be zero or more milliseconds/);
    },
  );

  it('a body larger than the limit is refused with 413 also without content-length (streamed)', async () => {
    const { handler, events } = setup({ maxBodyBytes: 1024 });
    const big = new TextEncoder().encode(
      JSON.stringify(approved('evt-stream', 'tx', { pad: 'x'.repeat(4096) })),
    );
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= big.length) {
          controller.close();
          return;
        }
        controller.enqueue(big.slice(pulled, pulled + 256));
        pulled += 256;
      },
    });
    const request = new Request('http://127.0.0.1/hook', {
      method: 'POST',
      headers: { 'notify-signature': 'x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request)).status).toBe(413);
    expect(pulled).toBeLessThan(big.length);
    expect(events).toHaveLength(0);
  });
});

it('a store with a lease beyond what setTimeout holds (months) does not renew in a tight loop', async () => {
  const inner = memoryWebhookStore({ leaseMs: 90 * 24 * 3600 * 1000 });
  let renewals = 0;
  const store: WebhookStore = {
    ...inner,
    renew: async (id, token) => {
      renewals += 1;
      return inner.renew(id, token);
    },
  };
  const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
  try {
    const { handler } = setup({ store, onEvent: () => new Promise((resolve) => setTimeout(resolve, 100)) });
    expect((await handler(await delivery(approved('evt-months', 'tx-months')))).status).toBe(200);
    expect(renewals).toBe(0);
  } finally {
    warn.mockRestore();
  }
});
