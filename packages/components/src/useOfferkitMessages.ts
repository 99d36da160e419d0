'use client';
import { useMessages } from './internal/useMessages.ts';
import { defaultMessages, type OfferkitMessages } from './messages/defaultMessages.ts';

/**
 * The messages in force: `defaultMessages`, with the replacements of the `OfferkitMessagesProvider`s above
 * and then a component's own `messages` prop applied on top. One context read and no other hook: the merge
 * is remembered per set of objects, so a stable `messages` prop keeps a stable result.
 */
export function useOfferkitMessages(overrides?: Partial<OfferkitMessages>): OfferkitMessages {
  return useMessages(defaultMessages, overrides);
}
