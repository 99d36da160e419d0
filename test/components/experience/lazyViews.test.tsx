import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyView } from '../../../packages/components/src/experience/LazyView.tsx';
import { LAZY_VIEWS } from '../../../packages/components/src/experience/lazyViews.ts';
import { lazyWithPreload } from '../../../packages/components/src/internal/lazyWithPreload.ts';
import { renderExperience, setupSandbox } from './harness.tsx';

/**
 * The views the first screen does not draw load on demand: placeholders while their code loads (never an
 * empty panel), an error state with a retry when it fails, and no fallback at all once it is loaded.
 */
const state = setupSandbox({ preloadViews: false });

const Loaded = ({ text }: { text: string }) => <p>{text}</p>;

/** A loader the test settles by hand. */
function deferredLoader() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Loaded>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Loaded), reject });
    });
  return { calls, View: lazyWithPreload(load) };
}

describe('views loaded on demand', () => {
  it('shows the list placeholders while the code loads, then the view', async () => {
    const { calls, View } = deferredLoader();
    const { container } = render(
      <LazyView view={View} baseClass="ok-LocationList" skeleton>
        <View text="Nearby" />
      </LazyView>,
    );
    expect(container.querySelectorAll('.ok-LocationList-skeleton')).toHaveLength(3);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve());
    expect(await screen.findByText('Nearby')).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('renders a preloaded view in the same pass, without placeholders', async () => {
    const { calls, View } = deferredLoader();
    const preloaded = View.preload();
    expect(View.preload()).toBe(preloaded);
    calls[0]?.resolve();
    await preloaded;
    const { container } = render(
      <LazyView view={View} baseClass="ok-LocationList" skeleton>
        <View text="Nearby" />
      </LazyView>,
    );
    expect(screen.getByText('Nearby')).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('shows an error state when the code fails to load, and loads it again on retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, View } = deferredLoader();
    render(
      <LazyView view={View} baseClass="ok-LocationList" skeleton>
        <View text="Nearby" />
      </LazyView>,
    );
    await act(async () => calls[0]?.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part did not load. Check your connection, then try again.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve());
    expect(await screen.findByText('Nearby')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    error.mockRestore();
  });

  it('fetches a view when its tab is hovered or focused, before it is opened', async () => {
    const nearby = vi.spyOn(LAZY_VIEWS.nearby, 'preload');
    renderExperience(state.fetches, { sections: { nearby: true } });
    const tab = screen.getByRole('tab', { name: 'Nearby' });
    await userEvent.hover(tab);
    expect(nearby).toHaveBeenCalled();
    await userEvent.click(tab);
    await waitFor(() => expect(document.querySelector('.ok-NearbyView')).not.toBeNull());
    nearby.mockRestore();
  });
});
