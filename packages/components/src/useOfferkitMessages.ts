'use client';
import { useContext, useMemo } from 'react';
import { MessagesContext } from './internal/MessagesContext.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';

/**
 * The messages in force: the nearest `OfferkitMessagesProvider`'s (else `defaultMessages`), with a
 * component's own `messages` prop applied on top.
 */
export function useOfferkitMessages(overrides?: Partial<OfferkitMessages>): OfferkitMessages {
  const inherited = useContext(MessagesContext);
  return useMemo(() => (overrides ? { ...inherited, ...overrides } : inherited), [inherited, overrides]);
}
