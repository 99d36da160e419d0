/**
 * A failure while loading the next page of a list, or while refreshing a loaded one, must not take away
 * what the user already sees: the loaded items stay (after a failed next page with a message and a retry
 * at the end).
 */
import { ConnectedLocationList, ConnectedOfferList } from '@offerkit/components';
import type { SandboxRoute } from '@offerkit/sandbox';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithProvider, sandboxClient, setupSecuritySandbox } from './harness.tsx';

const harness = setupSecuritySandbox();
const { sandbox } = harness;

const LISTS: readonly {
  name: string;
  route: SandboxRoute;
  root: string;
  ui: () => ReactElement;
  more: string;
}[] = [
  {
    name: 'offers list',
    route: 'offers',
    root: 'ok-OfferList',
    ui: () => <ConnectedOfferList params={{ pageSize: 3 }} autoLoadMore={false} />,
    more: 'More offers could not be loaded.',
  },
  {
    name: 'locations list',
    route: 'locations',
    root: 'ok-LocationList',
    ui: () => <ConnectedLocationList params={{ pageSize: 3 }} autoLoadMore={false} />,
    more: 'More locations could not be loaded.',
  },
];

const state = (container: HTMLElement, root: string) =>
  container.querySelector(`.${root}`)?.getAttribute('data-state') ?? null;

describe.each(LISTS)('$name', ({ route, root, ui, more }) => {
  it('a failed next page keeps the loaded items and offers a retry', async () => {
    const view = renderWithProvider(ui(), {
      client: sandboxClient(sandbox, { retry: false }),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(state(view.container, root)).toBe('ready'));
    expect(view.container.querySelectorAll('article')).toHaveLength(3);
    const remove = sandbox.faults.add({ route, fault: { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(more);
    expect(state(view.container, root)).toBe('ready');
    expect(view.container.querySelectorAll('article')).toHaveLength(3);
    remove();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.container.querySelectorAll('article')).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(harness.seen('GET')).toHaveLength(3);
  });

  it('a failed refresh keeps the loaded items', async () => {
    const view = renderWithProvider(ui(), {
      client: sandboxClient(sandbox, { retry: false }),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(state(view.container, root)).toBe('ready'));
    sandbox.faults.add({ route, fault: { status: 500 } });
    await act(() => view.queryClient.refetchQueries());
    expect(harness.seen('GET')).toHaveLength(2);
    expect(state(view.container, root)).toBe('ready');
    expect(view.container.querySelectorAll('article')).toHaveLength(3);
  });
});
