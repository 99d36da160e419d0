'use client';
import { useSyncExternalStore } from 'react';

/** The theme of an `OffersExperience`: fixed, or following the operating system. */
export type ExperienceTheme = 'light' | 'dark' | 'system';

const QUERY = '(prefers-color-scheme: dark)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

const getSnapshot = (): 'light' | 'dark' | 'system' => {
  const list = media();
  return list === undefined ? 'system' : list.matches ? 'dark' : 'light';
};

const getServerSnapshot = () => 'system' as const;

/**
 * The `data-theme` value for a theme choice. `system` stays `system` on the server and during hydration
 * (the stylesheet then takes the page's colours, which follow the OS unless the page forced a theme) and
 * becomes `light` or `dark` from `prefers-color-scheme` in the browser, following changes live.
 */
export function useColorScheme(theme: ExperienceTheme): 'light' | 'dark' | 'system' {
  const system = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return theme === 'system' ? system : theme;
}
