import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { type ProviderSetup, TestProvider } from './harness.tsx';

/**
 * A `wrapper` for Testing Library's `render` and `renderHook`: the tests' provider on a given query
 * client, so a hook under test shares its cache with lists rendered beside it.
 */
export function offerkitWrapper(
  setup: ProviderSetup & { queryClient: QueryClient },
): (props: { children: ReactNode }) => ReactElement {
  return ({ children }) => <TestProvider {...setup}>{children}</TestProvider>;
}
