'use client';
import { type ReactElement, type ReactNode, useContext, useMemo } from 'react';
import { MessagesContext } from './internal/MessagesContext.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';

export interface OfferkitMessagesProviderProps {
  /** Strings to replace; the rest come from the provider above, else from `defaultMessages`. */
  messages: Partial<OfferkitMessages>;
  children?: ReactNode;
}

/** Replaces built-in strings (translations, wording) for every Offerkit component below it. */
export function OfferkitMessagesProvider({
  messages,
  children,
}: OfferkitMessagesProviderProps): ReactElement {
  const inherited = useContext(MessagesContext);
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>;
}
