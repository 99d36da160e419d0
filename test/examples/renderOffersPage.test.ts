import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '@offerkit/sandbox';
import { offersPagePreloads } from '../../examples/web-banking/server/offersPagePreloads.ts';
import { prefetchFirstOffersPage } from '../../examples/web-banking/server/prefetchFirstOffersPage.ts';
import { renderOffersPage } from '../../examples/web-banking/server/renderOffersPage.ts';

const INDEX_HTML = [
  '<!doctype html><html><head><title>Northwind Bank</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const SESSION = {
  signedIn: true as const,
  customer: { id: 'user-1', name: 'Alex </script><b>Morgan</b>' },
  organizationId: 'org-1',
  rewardsBaseUrl: '/api/rewards',
};

describe('the offers page the server sends (renderOffersPage)', () => {
  it("draws the bank's chrome with the offers' loading status and carries the session, escaped", () => {
    const html = renderOffersPage(INDEX_HTML, SESSION, []);
    expect(html).toContain('<header class="wb-topbar">');
    expect(html).toContain('role="status">Loading your offers…</p></main>');
    expect(html).toContain('<footer class="wb-footer">');
    // The name is text in the header, and the JSON cannot close its element.
    expect(html).toContain('Alex &lt;/script&gt;&lt;b&gt;Morgan&lt;/b&gt;');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="wb-session">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(SESSION);
  });

  it('preloads the offers chunks the page does not announce already, in the head', () => {
    const html = renderOffersPage(INDEX_HTML, SESSION, ['/assets/OffersPage-abc.js', '/assets/react-abc.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/OffersPage-abc.js">');
    expect(html.match(/react-abc\.js/g)).toHaveLength(1);
  });

  it("draws prefetched offers into the page, the service's text as text: no replacement pattern, no closed script", async () => {
    const sandbox = createSandbox();
    const hostileName = "Bakery $& $' $` </script><script>alert(1)</script>";
    // The sandbox's first page, the first offer renamed on its way, asked as the server asks its proxy.
    const fetchProxy: typeof fetch = async (input) => {
      const { pathname, search } = new URL(String(input));
      const answer = await sandbox.fetch(
        new Request(`http://sandbox.test${pathname.replace(/^\/api\/rewards/, '')}${search}`, {
          headers: { authorization: `Bearer ${sandbox.token}` },
        }),
      );
      const document = (await answer.json()) as { data: { attributes: { name: string } }[] };
      (document.data[0] as { attributes: { name: string } }).attributes.name = hostileName;
      return Response.json(document, { headers: { 'content-type': 'application/vnd.api+json' } });
    };
    const session = {
      ...SESSION,
      organizationId: sandbox.organizationId,
      customer: { id: sandbox.newCustomerId, name: 'Alex Morgan' },
      rewardsBaseUrl: 'http://127.0.0.1:4200/api/rewards',
    };
    const offers = await prefetchFirstOffersPage(session, fetchProxy, (error) => {
      throw error;
    });
    expect(offers).toBeDefined();
    const html = renderOffersPage(INDEX_HTML, session, ['/assets/OffersPage-abc.js'], offers);
    // Drawn with its offers, the page preloads no script: its first paint needs only the stylesheet.
    expect(html).not.toContain('OffersPage-abc.js');
    // The page around the markup is intact: one head, the entry script once, the offers' data once.
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/index-abc\.js/g)).toHaveLength(1);
    // The name is text in the card, and nothing of it closes or opens an element.
    expect(html).toContain(
      '>Bakery $&amp; $&#x27; $` &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</button></h2>',
    );
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    const json = /<script type="application\/json" id="wb-offers">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.stringify(JSON.parse(json ?? ''))).toContain(JSON.stringify(hostileName));
  });

  it('sends a page without an empty root as it is', () => {
    const page = '<!doctype html><head></head><div id="app"></div>';
    expect(renderOffersPage(page, SESSION, ['/assets/OffersPage-abc.js'])).toBe(page);
  });
});

describe("the offers page's chunks (offersPagePreloads)", () => {
  let pageDir: string;
  beforeEach(async () => {
    pageDir = await mkdtemp(join(tmpdir(), 'offerkit-preloads-'));
  });
  afterEach(() => rm(pageDir, { recursive: true, force: true }));

  it("lists the page's script, the lazy chunk and what they import from Vite's manifest, not the entry", async () => {
    await mkdir(join(pageDir, '.vite'));
    await writeFile(
      join(pageDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc.js', isEntry: true },
        'src/startPage.tsx': { file: 'assets/startPage-abc.js', imports: ['_react.js', 'index.html'] },
        'src/OffersPage.tsx': {
          file: 'assets/OffersPage-abc.js',
          imports: ['_components.js', '_react.js', 'index.html'],
        },
        '_components.js': { file: 'assets/components-abc.js', imports: ['_data.js'] },
        '_data.js': { file: 'assets/data-abc.js' },
        '_react.js': { file: 'assets/react-abc.js' },
      }),
    );
    expect(await offersPagePreloads(pageDir)).toEqual([
      '/assets/startPage-abc.js',
      '/assets/react-abc.js',
      '/assets/OffersPage-abc.js',
      '/assets/components-abc.js',
      '/assets/data-abc.js',
    ]);
  });

  it('is empty without a manifest, or with one that does not parse', async () => {
    expect(await offersPagePreloads(pageDir)).toEqual([]);
    await mkdir(join(pageDir, '.vite'));
    await writeFile(join(pageDir, '.vite', 'manifest.json'), '{');
    expect(await offersPagePreloads(pageDir)).toEqual([]);
  });
});
