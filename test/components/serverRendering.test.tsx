import { OfferDetail, OfferList } from '@offerkit/components';
import { sandboxOfferStates } from '@offerkit/sandbox';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { makeOffers } from './fixtures.ts';

const states = sandboxOfferStates();

/** Renders on the server, hydrates the markup and returns what React had to recover from. */
async function hydrate(ui: React.ReactElement) {
  const html = renderToString(ui);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(host, ui, { onRecoverableError: (error) => errors.push(error) }),
  );
  return {
    html,
    host,
    errors,
    cleanup: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

describe('server rendering', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders a list with sized icon placeholders and hydrates it without a mismatch', async () => {
    const offers = [states.boosted, states.activatable, states.stepper, ...makeOffers(200)];
    const { html, host, errors, cleanup } = await hydrate(<OfferList offers={offers} layout="list" />);
    // The server has no DOM to sanitize with: icons are empty placeholders there.
    expect(html).toContain('class="ok-SafeSvg"');
    expect(html).not.toContain('<svg');
    // Only the first rows are in the server markup, not all 203 offers.
    const serverItems = html.match(/class="ok-OfferList-item"/g)?.length ?? 0;
    expect(serverItems).toBeGreaterThan(0);
    expect(serverItems).toBeLessThan(30);
    expect(errors).toEqual([]);
    // After hydration the icons are filled in.
    expect(host.querySelector('.ok-LogoFlare-badge .ok-SafeSvg svg')).not.toBeNull();
    expect(host.querySelector('.ok-CtaButton .ok-SafeSvg')).toHaveAttribute('data-state', 'ready');
    cleanup();
  });

  it('hydrates a detail view without a mismatch', async () => {
    const { errors, host, cleanup } = await hydrate(
      <OfferDetail offer={states.stepper} locale="en-US" timeZone="UTC" />,
    );
    expect(errors).toEqual([]);
    expect(host.querySelector('.ok-ProgressBar')).toHaveAttribute('data-layout', 'details');
    cleanup();
  });
});
