import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import {
  createSandbox,
  SANDBOX_HOSTILE_CANARY,
  SANDBOX_HOSTILE_OFFER_IDS,
  SANDBOX_HOSTILE_TRIGGERS,
  SANDBOX_HOSTILE_XSS_OFFER_COUNT,
  type Sandbox,
  type SandboxOptions,
  sandboxHandlers,
  XSS_VECTORS,
} from '@offerkit/sandbox';
import { startSandboxServer } from '@offerkit/sandbox/server';
import { setupServer } from 'msw/node';

/**
 * The hostile-service mode of the sandbox: each switch does what it says, and only when it is on; the
 * same seed gives the same hostile content; nothing oversized is ever held whole by the sandbox.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const ORIGIN = 'http://sandbox.test';

interface WireOffer {
  id: string;
  attributes: Record<string, unknown> & {
    name: string;
    assets?: { url: string }[];
    userReward?: { type: string; value: number };
    minTransactionAmount?: { value: number };
    components?: Record<string, unknown> & {
      cta?: { action?: { url: string } };
      logoFlare?: { badge?: { icon?: string } };
    };
  };
}

function offersUrl(sandbox: Sandbox, query = ''): string {
  return `${ORIGIN}/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers${query}`;
}

function get(sandbox: Sandbox, url: string, init: RequestInit = {}): Promise<Response> {
  return sandbox.fetch(
    new Request(url, {
      redirect: 'manual',
      ...init,
      headers: { authorization: `Bearer ${sandbox.token}`, ...(init.headers as Record<string, string>) },
    }),
  );
}

const search = (trigger: string) => `?filter%5Bsearch%5D=${trigger}`;

async function offersPage(sandbox: Sandbox, query = ''): Promise<{ data: WireOffer[]; text: string }> {
  const response = await get(
    sandbox,
    offersUrl(sandbox, `${query}${query === '' ? '?' : '&'}page%5Bsize%5D=100`),
  );
  expect(response.status).toBe(200);
  const text = await response.text();
  return { data: (JSON.parse(text) as { data: WireOffer[] }).data, text };
}

/** Reads a body chunk by chunk: total bytes, the biggest chunk, the chunks' arrival times, the last bytes. */
async function drain(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let bytes = 0;
  let largest = 0;
  const times: number[] = [];
  let tail: Uint8Array = new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    largest = Math.max(largest, value.length);
    times.push(performance.now());
    tail = value;
  }
  return { bytes, largest, times, tail: new TextDecoder().decode(tail) };
}

describe('the hostile-service mode of the sandbox', () => {
  it('is off by default: no hostile offers, and the triggers are plain searches', async () => {
    const sandbox = createSandbox();
    expect(sandbox.hostile).toBeUndefined();
    const { data } = await offersPage(sandbox);
    expect(data.some((offer) => offer.id.startsWith('hx-'))).toBe(false);
    for (const trigger of Object.values(SANDBOX_HOSTILE_TRIGGERS)) {
      const response = await get(sandbox, offersUrl(sandbox, search(trigger)));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await response.json()).data).toEqual([]);
    }
  });

  it('hostile: true turns every switch on, with its defaults', () => {
    const sandbox = createSandbox({ hostile: true });
    expect(sandbox.hostile).toEqual({
      mediaTypes: true,
      redirects: true,
      internalUrl: 'http://127.0.0.1:9/latest/meta-data/',
      oversizedBytes: 64 * 1024 * 1024,
      slowBody: { chunkBytes: 16, intervalMs: 50 },
      echoHeaders: true,
      offers: true,
      storage: true,
      gzipBombBytes: 1280 * 1024 * 1024,
      hugeCellBytes: 200_000_000,
      useFanOut: { perLevel: 3, levels: 10 },
    });
    // An object turns on only what it names.
    expect(createSandbox({ hostile: { offers: true } }).hostile).toMatchObject({
      mediaTypes: false,
      redirects: false,
      oversizedBytes: 0,
      slowBody: undefined,
      echoHeaders: false,
      offers: true,
      storage: false,
    });
    expect(() => createSandbox({ hostile: { internalUrl: 'file:///etc/passwd' } })).toThrow(
      /hostile\.internalUrl "file:\/\/\/etc\/passwd" is not an absolute http\(s\) URL/,
    );
    expect(() => createSandbox({ hostile: { slowBody: { chunkBytes: 0, intervalMs: 1 } } })).toThrow(
      /hostile\.slowBody\.chunkBytes must be a whole number of at least 1/,
    );
  });

  it('works in-process through MSW too (sandboxHandlers takes the same hostile option)', async () => {
    const handlers = sandboxHandlers({ baseUrl: 'http://hostile.test', hostile: { mediaTypes: true } });
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const { sandbox } = handlers;
      const response = await fetch(
        `http://hostile.test/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers${search(SANDBOX_HOSTILE_TRIGGERS.html)}`,
        { headers: { authorization: `Bearer ${sandbox.token}` } },
      );
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<script>');
    } finally {
      server.close();
    }
  });

  it('mediaTypes: HTML, JavaScript and SVG answers with script, and an HTML error page', async () => {
    const sandbox = createSandbox({ hostile: { mediaTypes: true } });
    const html = await get(sandbox, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.html)));
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await html.text();
    expect(page).toContain(`<script>window.${SANDBOX_HOSTILE_CANARY}=`);
    // The same-origin script is a relative URL: resolved against the page, it is the `js` trigger again.
    const src = /<script src="([^"]+)">/.exec(page)?.[1] ?? '';
    const resolved = new URL(src, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.html)));
    expect(resolved.pathname).toBe(new URL(offersUrl(sandbox)).pathname);
    expect(resolved.searchParams.get('filter[search]')).toBe(SANDBOX_HOSTILE_TRIGGERS.js);

    const js = await get(sandbox, resolved.href);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await js.text();
    const window: Record<string, unknown> = {};
    new Function('window', script)(window);
    expect(window[SANDBOX_HOSTILE_CANARY]).toEqual(['script-src']);

    const svg = await get(sandbox, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.svg)));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(
      /^<svg[^>]*><script>.*<script href="offers\?filter%5Bsearch%5D=hostile-js"\/>/,
    );

    const error = await get(sandbox, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.errorHtml)));
    expect(error.status).toBe(500);
    expect(error.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await error.text()).toContain('<script>');

    // The hostile action offer answers its activation with an HTML page.
    const action = await sandbox.fetch(
      new Request(
        `${ORIGIN}/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers/${SANDBOX_HOSTILE_OFFER_IDS.htmlAction}/activate`,
        { method: 'POST', headers: { authorization: `Bearer ${sandbox.token}` } },
      ),
    );
    expect(action.status).toBe(502);
    expect(action.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('redirects: 302 and 307 to the internal address, on offers and on the redirect offer’s activate POST', async () => {
    const sandbox = createSandbox({
      hostile: { redirects: true, internalUrl: 'http://127.0.0.1:4099/internal' },
    });
    for (const [trigger, status] of [
      [SANDBOX_HOSTILE_TRIGGERS.redirect302, 302],
      [SANDBOX_HOSTILE_TRIGGERS.redirect307, 307],
    ] as const) {
      const response = await get(sandbox, offersUrl(sandbox, search(trigger)));
      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBe(
        'http://127.0.0.1:4099/internal/iam/security-credentials/',
      );
    }
    const actions = sandbox.attributionEvents.length;
    const activate = await sandbox.fetch(
      new Request(
        `${ORIGIN}/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers/${SANDBOX_HOSTILE_OFFER_IDS.redirectAction}/activate?include=offer`,
        { method: 'POST', headers: { authorization: `Bearer ${sandbox.token}` }, redirect: 'manual' },
      ),
    );
    expect(activate.status).toBe(307);
    expect(activate.headers.get('location')).toBe('http://127.0.0.1:4099/internal/activate');
    expect(sandbox.attributionEvents.length).toBe(actions);
    // Off, the same offer id is just unknown.
    const plain = createSandbox({ hostile: { offers: true } });
    const refused = await plain.fetch(
      new Request(
        `${ORIGIN}/v2/issuers/${plain.organizationId}/users/${plain.newCustomerId}/offers/${SANDBOX_HOSTILE_OFFER_IDS.redirectAction}/activate`,
        { method: 'POST', headers: { authorization: `Bearer ${plain.token}` } },
      ),
    );
    expect(refused.status).toBe(404);
  });

  it('oversizedBytes: a JSON body of exactly that size, produced 64 KiB at a time as it is read', async () => {
    const size = 8 * 1024 * 1024 + 5;
    const sandbox = createSandbox({ hostile: { oversizedBytes: size } });
    const response = await get(sandbox, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.oversized)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { bytes, largest, tail } = await drain(response.body as ReadableStream<Uint8Array>);
    expect(bytes).toBe(size);
    expect(largest).toBeLessThanOrEqual(64 * 1024);
    expect(tail).toBe('"}}');
    // The 64 MiB default is never built whole: reading its first chunk and cancelling costs one chunk.
    const big = createSandbox({ hostile: true });
    const lazy = await get(big, offersUrl(big, search(SANDBOX_HOSTILE_TRIGGERS.oversized)));
    const reader = (lazy.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^\{"data":\[\]/);
    await reader.cancel();
  });

  it('slowBody: a valid document dribbled chunkBytes at a time, intervalMs apart', async () => {
    const sandbox = createSandbox({ hostile: { slowBody: { chunkBytes: 10, intervalMs: 30 } } });
    const text = await (await get(sandbox, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.slow)))).text();
    const response = await get(sandbox, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.slow)));
    expect(JSON.parse(text)).toMatchObject({ data: [] });
    const { bytes, largest, times } = await drain(response.body as ReadableStream<Uint8Array>);
    expect(bytes).toBe(text.length);
    expect(largest).toBe(10);
    expect(times.length).toBe(Math.ceil(text.length / 10));
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(25 * (times.length - 1));
  });

  it('echoHeaders: a 403 whose error document quotes every request header, Authorization included', async () => {
    const sandbox = createSandbox({ hostile: { echoHeaders: true } });
    const response = await get(sandbox, offersUrl(sandbox, search(SANDBOX_HOSTILE_TRIGGERS.echo)), {
      headers: { 'x-bank-session': 'bank-session-id' },
    });
    expect(response.status).toBe(403);
    const detail = (await response.json()).errors[0].detail as string;
    expect(detail).toContain(`authorization: Bearer ${sandbox.token}`);
    expect(detail).toContain('x-bank-session: bank-session-id');
    const action = await sandbox.fetch(
      new Request(
        `${ORIGIN}/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers/${SANDBOX_HOSTILE_OFFER_IDS.echoAction}/activate`,
        { method: 'POST', headers: { authorization: `Bearer ${sandbox.token}` } },
      ),
    );
    expect(action.status).toBe(403);
    expect(await action.text()).toContain(`Bearer ${sandbox.token}`);
  });

  it('offers: the first page ends with the hostile offers, every corpus vector in a slot, after the good offers', async () => {
    const sandbox = createSandbox({ hostile: { offers: true } });
    const { data, text } = await offersPage(sandbox);
    const hostile = data.filter((offer) => offer.id.startsWith('hx-'));
    const good = data.filter((offer) => !offer.id.startsWith('hx-'));
    expect(data.slice(-hostile.length)).toEqual(hostile);
    // The fan-out icon comes last: a page that would freeze on it draws everything else first.
    expect(hostile.at(-1)?.id).toBe(SANDBOX_HOSTILE_OFFER_IDS.svgFanOut);
    expect(good.map((offer) => offer.id)).toEqual(
      sandbox.catalog.offers.map((offer) => offer.id).slice(0, good.length),
    );
    expect(good.length).toBeGreaterThan(0);
    expect(hostile.filter((offer) => offer.id.startsWith('hx-xss-'))).toHaveLength(
      SANDBOX_HOSTILE_XSS_OFFER_COUNT,
    );
    // Every vector is served, exactly as the corpus holds it.
    const document = JSON.parse(text) as unknown;
    const strings = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.add(value);
      else if (value !== null && typeof value === 'object')
        for (const item of Object.values(value)) collect(item);
    };
    collect(document);
    expect(XSS_VECTORS.filter((vector) => !strings.has(vector.payload)).map((vector) => vector.id)).toEqual(
      [],
    );

    const byId = (id: string) => hostile.find((offer) => offer.id === id) as WireOffer;
    expect(byId(SANDBOX_HOSTILE_OFFER_IDS.negativeAmounts).attributes.userReward?.value).toBeLessThan(0);
    expect(
      byId(SANDBOX_HOSTILE_OFFER_IDS.negativeAmounts).attributes.minTransactionAmount?.value,
    ).toBeLessThan(0);
    expect(byId(SANDBOX_HOSTILE_OFFER_IDS.absurdAmounts).attributes.userReward?.value).toBe(1e300);
    expect(
      Number.isSafeInteger(
        byId(SANDBOX_HOSTILE_OFFER_IDS.absurdAmounts).attributes.minTransactionAmount?.value,
      ),
    ).toBe(false);
    expect(byId(SANDBOX_HOSTILE_OFFER_IDS.bidi).attributes.name).toMatch(/\u202e/);
    const urls = [SANDBOX_HOSTILE_OFFER_IDS.assetNbsp, SANDBOX_HOSTILE_OFFER_IDS.assetIdeographic].flatMap(
      (id) => (byId(id).attributes.assets ?? []).map((asset) => asset.url),
    );
    expect(urls.map((url) => url.codePointAt(0))).toEqual([0xa0, 0xfeff, 0x3000, 0x2028]);
    for (const url of urls)
      expect(url.slice(1)).toMatch(/^https:\/\/x\/\.\.\/\.\.\/\.\.\/\.\.\/signout\?via=/);
    expect(byId(SANDBOX_HOSTILE_OFFER_IDS.assetCredentials).attributes.assets?.[0]?.url).toMatch(
      /^http:\/\/user:secret@sandbox\.test\/assets\/logos\/hostile\.svg/,
    );
    const escaped = JSON.stringify(byId(SANDBOX_HOSTILE_OFFER_IDS.svgEscapedUrl).attributes.components);
    for (const fragment of ['\\\\75 rl(', "image-set('", 'u\\\\72l(', '-webkit-image-set(']) {
      expect(escaped).toContain(fragment);
    }
    expect(byId(SANDBOX_HOSTILE_OFFER_IDS.svgFixed).attributes.components?.logoFlare?.badge?.icon).toContain(
      'position:fixed;inset:0;z-index:2147483647',
    );
    const fan = byId(SANDBOX_HOSTILE_OFFER_IDS.svgFanOut).attributes.components?.logoFlare?.badge?.icon ?? '';
    expect(fan.match(/<use /g)).toHaveLength(31);
    expect(fan).toContain(
      '<g id="okfan10"><use href="#okfan9"/><use href="#okfan9"/><use href="#okfan9"/></g>',
    );
    // Actions that answer hostile only when their switch is on.
    expect(hostile.some((offer) => offer.id === SANDBOX_HOSTILE_OFFER_IDS.redirectAction)).toBe(false);
    // The second page is the catalog's only.
    const next = (JSON.parse(text) as { links: { next: string | null } }).links.next;
    if (next !== null) {
      const second = await (await get(sandbox, `${ORIGIN}${next}`)).json();
      expect((second.data as WireOffer[]).some((offer) => offer.id.startsWith('hx-'))).toBe(false);
    }
  });

  it('deterministic: the same seed serves the same hostile content, another seed deals the corpus differently', async () => {
    const body = async (options: SandboxOptions) => (await offersPage(createSandbox(options))).text;
    const one = await body({ hostile: true, seed: 7 });
    expect(await body({ hostile: true, seed: 7 })).toBe(one);
    expect(await body({ hostile: true, seed: 8 })).not.toBe(one);
  });

  it('storage: upload URLs that redirect to or are the internal address, redirecting downloads, a gzip bomb, a huge CSV cell', async () => {
    const internalUrl = 'http://127.0.0.1:4099/';
    const sandbox = createSandbox({
      hostile: { storage: true, internalUrl, gzipBombBytes: 32 * 1024 * 1024, hugeCellBytes: 3_000_000 },
    });
    const uploads = await get(
      sandbox,
      `${ORIGIN}/v2/issuers/${sandbox.organizationId}/transactions/uploads`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: ['a.jsonl', 'b.jsonl'].map((filename) => ({
            type: 'historicalTransactionsFile',
            attributes: { filename },
          })),
        }),
      },
    );
    expect(uploads.status).toBe(201);
    const [first, second] = (await uploads.json()).data as { id: string; attributes: { url: string } }[];
    expect(first?.attributes.url).toBe(`${ORIGIN}/storage/hostile/upload-redirect/${first?.id}`);
    expect(second?.attributes.url).toBe(`${internalUrl}upload/${second?.id}`);
    const put = await sandbox.fetch(
      new Request(first?.attributes.url ?? '', { method: 'PUT', body: 'x', redirect: 'manual' }),
    );
    expect(put.status).toBe(307);
    expect(put.headers.get('location')).toBe(`${internalUrl}upload/${first?.id}`);

    const list = async (fileType: string) =>
      (
        await (
          await get(sandbox, `${ORIGIN}/v2/issuers/${sandbox.organizationId}/files?fileType=${fileType}`)
        ).json()
      ).data as { attributes: { downloadUrl: string; fileName: string } }[];
    const [bomb, dailyRedirect] = await list('dailyReconciliationFile');
    const [huge, monthlyRedirect] = await list('monthlyReconciliationFile');
    for (const file of [dailyRedirect, monthlyRedirect]) {
      const response = await sandbox.fetch(
        new Request(file?.attributes.downloadUrl ?? '', { redirect: 'manual' }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `${internalUrl}reconciliation/${file?.attributes.fileName}`,
      );
    }

    const bombed = await sandbox.fetch(new Request(bomb?.attributes.downloadUrl ?? ''));
    expect(bombed.headers.get('content-encoding')).toBe('gzip');
    const compressed = new Uint8Array(await bombed.arrayBuffer());
    // About a thousandth of what it inflates to.
    expect(compressed.length).toBeLessThan((32 * 1024 * 1024) / 500);
    const inflated = await drain(
      new Blob([compressed]).stream().pipeThrough(new DecompressionStream('gzip')),
    );
    expect(inflated.bytes).toBeGreaterThanOrEqual(32 * 1024 * 1024);
    expect(inflated.tail.endsWith('"}}]}')).toBe(true);
    // The default inflates past 1 GiB; its compressed stream is produced member by member.
    const defaults = createSandbox({ hostile: true });
    expect(defaults.hostile?.gzipBombBytes).toBeGreaterThan(1024 ** 3);

    const csv = await sandbox.fetch(new Request(huge?.attributes.downloadUrl ?? ''));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = (await csv.text()).split('\r\n');
    expect(rows[0]).toBe(
      'transactionId,userId,offerId,merchantName,transactionAmountInCents,rewardAmountInCents,settledDate,paymentStatus,paidDate',
    );
    expect(/"(A+)"/.exec(rows[1] ?? '')?.[1]).toHaveLength(3_000_000);
  });

  it('startSandboxServer: an internal canary on 127.0.0.1 that the redirects point at and that records every hit', async () => {
    const server = await startSandboxServer({ port: 0, hostile: true });
    try {
      const internal = server.internal;
      expect(internal?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(server.sandbox.hostile?.internalUrl).toBe(internal?.url);
      expect(internal?.hits).toEqual([]);
      // A client that follows the redirect (fetch's default) reaches it: what a bank's server must not do.
      const followed = await fetch(
        `${server.url}/v2/issuers/${server.sandbox.organizationId}/users/${server.sandbox.newCustomerId}/offers${search(SANDBOX_HOSTILE_TRIGGERS.redirect302)}`,
        { headers: { authorization: `Bearer ${server.sandbox.token}` } },
      );
      expect(await followed.json()).toMatchObject({ AccessKeyId: 'AKIA-OFFERKIT-INTERNAL-CANARY' });
      expect(internal?.hits.map((hit) => `${hit.method} ${hit.path}`)).toEqual([
        'GET /iam/security-credentials/',
      ]);
    } finally {
      await server.close();
    }
    // Closed with the sandbox.
    await expect(fetch(server.internal?.url ?? '')).rejects.toThrow();
  });

  it('pnpm sandbox --hostile=<switches> prints internalUrl and serves those switches only; a wrong switch is named', async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@offerkit/source',
        'packages/sandbox/src/cli.ts',
        '--port',
        '0',
        '--hostile=redirects,offers',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (output.includes('internalUrl=')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
      });
      const printed = new Map(
        output
          .trim()
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
      );
      const base = `${printed.get('baseUrl')}/v2/issuers/${printed.get('organizationId')}/users/${printed.get('newCustomerId')}/offers`;
      const headers = { authorization: `Bearer ${printed.get('token')}` };
      const redirect = await fetch(`${base}${search(SANDBOX_HOSTILE_TRIGGERS.redirect307)}`, {
        headers,
        redirect: 'manual',
      });
      expect(redirect.status).toBe(307);
      expect(redirect.headers.get('location')?.startsWith(printed.get('internalUrl') ?? '-')).toBe(true);
      const html = await fetch(`${base}${search(SANDBOX_HOSTILE_TRIGGERS.html)}`, { headers });
      expect(html.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }

    const wrong = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@offerkit/source',
        'packages/sandbox/src/cli.ts',
        '--port',
        '0',
        '--hostile=offers,xss',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    wrong.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const [code] = await once(wrong, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('--hostile: "xss" is not a switch; give any of mediaTypes, redirects');
  }, 30_000);
});
