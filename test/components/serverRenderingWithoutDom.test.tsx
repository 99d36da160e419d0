// @vitest-environment node
import { OfferDetail, OfferList } from '@offerkit/components';
import { sandboxOfferStates } from '@offerkit/sandbox';
import { renderToString } from 'react-dom/server';
import { makeOffers } from './fixtures.ts';

const states = sandboxOfferStates();

/**
 * On a real server there is no `document`: the components' layout effects fall back to `useEffect`, so
 * React 18's server renderer has nothing to warn about. (The jsdom suites server-render with a document
 * present and drop that one warning in test/setup-react18.ts; this file runs without one and lets it print.)
 */
describe('server rendering in Node without a DOM', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders cards and a detail with no warning from React', () => {
    expect(typeof document).toBe('undefined');
    const errors = vi.spyOn(console, 'error');
    const list = renderToString(
      <OfferList
        offers={[states.boosted, states.activatable, states.stepper, ...makeOffers(40)]}
        layout="list"
      />,
    );
    const detail = renderToString(<OfferDetail offer={states.stepper} locale="en-US" timeZone="UTC" />);
    expect(list.match(/class="ok-OfferList-item"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(detail).toContain('ok-OfferDetail');
    expect(errors).not.toHaveBeenCalled();
  });
});
