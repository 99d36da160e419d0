import { readRenderedOffers } from '../../examples/web-banking/src/readRenderedOffers.ts';
import { readRenderedSession } from '../../examples/web-banking/src/readRenderedSession.ts';

/** What the page's script reads back from the server's `<script type="application/json">` elements. */
describe('the data the server rendered into the page (readRenderedSession, readRenderedOffers)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const jsonScript = (id: string, text: string) =>
    Object.assign(document.createElement('script'), { type: 'application/json', id, textContent: text });
  const page = (id: string, text: string) => document.body.replaceChildren(jsonScript(id, text));

  it('reads a well-formed session and offers page', () => {
    page(
      'wb-session',
      JSON.stringify({
        signedIn: true,
        customer: { id: 'c1', name: 'Ada' },
        organizationId: 'org',
        rewardsBaseUrl: 'http://127.0.0.1/api/rewards',
      }),
    );
    expect(readRenderedSession(document)).toMatchObject({ signedIn: true, customer: { id: 'c1' } });
    page(
      'wb-offers',
      JSON.stringify({ cache: { queries: [], mutations: [] }, diagnostics: [{ code: 'x' }] }),
    );
    expect(readRenderedOffers(document)).toEqual({
      cache: { queries: [], mutations: [] },
      diagnostics: [{ code: 'x' }],
    });
  });

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['text that is not JSON', '{"signedIn": tru'],
    ['JSON null', 'null'],
    ['a document of another shape', '{"signedIn": true, "customer": "Ada"}'],
  ])('answers undefined for %s, so the script fetches for itself', (_, text) => {
    if (text !== undefined)
      document.body.replaceChildren(jsonScript('wb-session', text), jsonScript('wb-offers', text));
    expect(readRenderedSession(document)).toBeUndefined();
    expect(readRenderedOffers(document)).toBeUndefined();
  });

  it('keeps the rendered offers without diagnostics when those are malformed', () => {
    page('wb-offers', JSON.stringify({ cache: { queries: [] }, diagnostics: 'none' }));
    expect(readRenderedOffers(document)).toEqual({ cache: { queries: [] }, diagnostics: [] });
  });
});
