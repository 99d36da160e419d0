import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  defaultMessages,
  OfferkitMessagesProvider,
  useOfferkitMessages,
} from '../../../packages/components/src/index.ts';

describe('useOfferkitMessages', () => {
  it('returns the defaults without a provider or overrides, as the same object', () => {
    const { result } = renderHook(() => useOfferkitMessages());
    expect(result.current).toBe(defaultMessages);
  });

  it('applies overrides over the provider and keeps the merge stable while both are unchanged', () => {
    const provided = { ctaPending: 'Working…' };
    const overrides = { ctaDone: 'All set' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <OfferkitMessagesProvider messages={provided}>{children}</OfferkitMessagesProvider>
    );
    const { result, rerender } = renderHook(({ own }) => useOfferkitMessages(own), {
      wrapper,
      initialProps: { own: overrides as Partial<typeof defaultMessages> },
    });
    const first = result.current;
    expect(first.ctaPending).toBe('Working…');
    expect(first.ctaDone).toBe('All set');
    expect(first.ctaError).toBe(defaultMessages.ctaError);
    rerender({ own: overrides });
    expect(result.current).toBe(first);
    // New overrides make a new merge with the new text.
    rerender({ own: { ctaDone: 'Done!' } });
    expect(result.current).not.toBe(first);
    expect(result.current.ctaDone).toBe('Done!');
    expect(result.current.ctaPending).toBe('Working…');
  });
});
