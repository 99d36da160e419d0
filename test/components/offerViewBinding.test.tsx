import {
  ConnectedOfferCard,
  OfferCard,
  type OfferCardProps,
  OfferDetail,
  type OfferDetailProps,
} from '@offerkit/components';
import { sandboxOfferStates } from '@offerkit/sandbox';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { BASE_URL, setupSandbox } from '../hooks/harness.tsx';
import { renderBound } from './harness.tsx';

/**
 * One binding mechanism: `OfferCard` and `OfferDetail` draw their props wherever they are (a list mounts
 * hundreds of cards: one component fiber each, no context read), and `ConnectedOfferCard` binds a card to
 * the provider's cache.
 */
const { sandbox } = setupSandbox();
const states = sandboxOfferStates({ baseUrl: BASE_URL });
const offer = states.activatable;
const ctaName = offer.attributes.components?.cta?.buttonText ?? '';
const requestsTo = (route: string) => sandbox.requests.filter((request) => request.route === route);

type OfferView = ComponentType<Pick<OfferCardProps & OfferDetailProps, 'offer' | 'onAction'>>;

/** The fields of a React fiber read here (the same in React 18 and 19). */
interface Fiber {
  tag: number;
  elementType: unknown;
  return: Fiber | null;
}
/** Function, class, forwardRef, memo and simple memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

/**
 * The component fibers from the view's root element up to and including the exported component `View`:
 * what one card costs React to create, render and commit beyond its markup.
 */
function componentFibers(element: Element, View: unknown): number {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (key === undefined) throw new Error('the element was not rendered by React DOM');
  let count = 0;
  let fiber: Fiber | null = (element as unknown as Record<string, Fiber>)[key] ?? null;
  for (; fiber !== null; fiber = fiber.return) {
    if (COMPONENT_TAGS.has(fiber.tag)) count += 1;
    if (fiber.elementType === View) return count;
  }
  throw new Error('the element is not inside the component asked for');
}

describe.each<[string, OfferView]>([
  ['OfferCard', OfferCard],
  ['OfferDetail', OfferDetail],
])('%s', (_name, View) => {
  it('is presentational inside a provider too: its CTA goes to onAction, or nowhere', async () => {
    const onAction = vi.fn();
    const view = renderBound(<View offer={offer} onAction={onAction} />, sandbox);
    await userEvent.click(screen.getByRole('button', { name: ctaName }));
    expect(onAction).toHaveBeenCalledTimes(1);

    // Without onAction the view binds nothing: the CTA stays and no request is sent.
    view.rerenderWith({}, <View offer={offer} />);
    await userEvent.click(screen.getByRole('button', { name: ctaName }));
    expect(screen.getByRole('button', { name: ctaName })).toBeInTheDocument();
    expect(requestsTo('activate')).toHaveLength(0);
  });

  it('is one component fiber, outside a provider or inside one', () => {
    const outside = render(<View offer={offer} onAction={() => {}} />);
    expect(componentFibers(screen.getByRole('article'), View)).toBe(1);
    outside.unmount();

    renderBound(<View offer={offer} />, sandbox);
    expect(componentFibers(screen.getByRole('article'), View)).toBe(1);
  });
});

describe('ConnectedOfferCard', () => {
  it('runs its CTA through the provider and drops it once taken', async () => {
    renderBound(<ConnectedOfferCard offer={offer} />, sandbox);
    await userEvent.click(screen.getByRole('button', { name: ctaName }));
    await waitFor(() => expect(within(screen.getByRole('article')).queryByRole('button')).toBeNull());
    expect(requestsTo('activate')).toHaveLength(1);
  });

  it('is two component fibers: the binding and the card', () => {
    renderBound(<ConnectedOfferCard offer={offer} />, sandbox);
    expect(componentFibers(screen.getByRole('article'), ConnectedOfferCard)).toBe(2);
  });
});
