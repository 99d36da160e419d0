/**
 * A failure while loading the next page of a list, or while refreshing a loaded one, must not take away
 * what the user already sees: the loaded items stay (after a failed next page with a message and a retry
 * at the end).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOUND_LISTS, listState, renderBound } from '../components/harness.tsx';
import { BASE_URL, setupSecuritySandbox } from './harness.tsx';

const harness = setupSecuritySandbox();
const { sandbox } = harness;

describe.each(BOUND_LISTS)('$name', ({ route, root, render, moreError }) => {
  it('a failed next page keeps the loaded items and offers a retry', async () => {
    const view = renderBound(render({ pageSize: 3, autoLoadMore: false }), sandbox, { baseUrl: BASE_URL });
    await waitFor(() => expect(listState(view.container, root)).toBe('ready'));
    expect(view.container.querySelectorAll('article')).toHaveLength(3);
    const remove = sandbox.faults.add({ route, fault: { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(moreError);
    expect(listState(view.container, root)).toBe('ready');
    expect(view.container.querySelectorAll('article')).toHaveLength(3);
    remove();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.container.querySelectorAll('article')).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(harness.seen('GET')).toHaveLength(3);
  });

  it('a failed refresh keeps the loaded items', async () => {
    const view = renderBound(render({ pageSize: 3, autoLoadMore: false }), sandbox, { baseUrl: BASE_URL });
    await waitFor(() => expect(listState(view.container, root)).toBe('ready'));
    sandbox.faults.add({ route, fault: { status: 500 } });
    await act(() => view.queryClient.refetchQueries());
    expect(harness.seen('GET')).toHaveLength(2);
    expect(listState(view.container, root)).toBe('ready');
    expect(view.container.querySelectorAll('article')).toHaveLength(3);
  });
});
