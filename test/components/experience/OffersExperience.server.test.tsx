// @vitest-environment node
import { OffersExperience, preloadOffersExperience } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { renderToString } from 'react-dom/server';

/**
 * A real server has no `window`, `document` or `navigator` at all: the experience must render its shell
 * without touching them (the hydration tests run in jsdom, where those exist).
 */
describe('OffersExperience in Node without a DOM', () => {
  // renderToString cannot wait for a view's code: a server that renders with it loads the views first.
  beforeAll(() => preloadOffersExperience());

  it('renders its shell with no browser globals and sends no request', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const fetch = vi.fn();
    const client = createRewardsClient({ baseUrl: 'http://sandbox.test', organizationId: 'org-1', fetch });
    const html = renderToString(
      <OfferkitProvider client={client} userId="user-1" supportedComponents={SUPPORTED_COMPONENTS}>
        <OffersExperience allowGeolocation defaultView="nearby" theme="system" />
      </OfferkitProvider>,
    );
    expect(html).toContain('class="ok-OffersExperience"');
    expect(html).toContain('role="tabpanel"');
    expect(html).toContain('Use my location');
    expect(html).toContain('data-online="true"');
    expect(fetch).not.toHaveBeenCalled();

    const offers = renderToString(
      <OfferkitProvider client={client} userId="user-1" supportedComponents={SUPPORTED_COMPONENTS}>
        <OffersExperience />
      </OfferkitProvider>,
    );
    expect(offers).toContain('Loading offers…');
    expect(offers).toContain('role="search"');
    expect(fetch).not.toHaveBeenCalled();
  });
});
