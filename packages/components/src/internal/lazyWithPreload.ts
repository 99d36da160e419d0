import { type ComponentType, createElement, lazy, type ReactElement } from 'react';

/** A component whose module loads on its first render (`React.lazy`), or earlier through `preload()`. */
export interface PreloadableComponent<Props extends object> {
  (props: Props): ReactElement;
  /** Starts loading the module (once; later calls return the same promise). */
  preload: () => Promise<unknown>;
  /** After a failed load: the next render loads the module again (`React.lazy` keeps a failure for good). */
  reset: () => void;
}

/**
 * `React.lazy` with `preload()` and `reset()`: a view the first screen does not draw is its own chunk,
 * fetched when the user shows intent (hover or focus of the control that opens it) so that it is usually
 * there by the click, and loaded again after a failure when the user retries. Bundlers (Vite, webpack,
 * Next.js) split at the `import()` that `load` holds.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Once the module is here, React gets a thenable that resolves at once: `lazy` then renders in the same
  // pass, with no fallback (so a preloaded view renders in full with `renderToString`, and never flashes).
  const settled = (): Promise<{ default: ComponentType<Props> }> => {
    const module = loaded;
    if (module === undefined) return preload();
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once is what React reads synchronously
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as never;
  };
  let Lazy = lazy(settled);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view, at module level, like React.lazy
  const Preloaded = (props: Props): ReactElement => createElement(Lazy, props);
  return Object.assign(Preloaded, {
    preload,
    reset: () => {
      Lazy = lazy(settled);
    },
  });
}
