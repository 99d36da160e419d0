'use client';
import { useContext } from 'react';
import { MessagesContext } from './internal/MessagesContext.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';

/** Merged messages per (inherited, overrides) pair, so the same pair always yields the same object. */
const merged = new WeakMap<OfferkitMessages, WeakMap<Partial<OfferkitMessages>, OfferkitMessages>>();

function merge(inherited: OfferkitMessages, overrides: Partial<OfferkitMessages>): OfferkitMessages {
  let byOverrides = merged.get(inherited);
  if (byOverrides === undefined) {
    byOverrides = new WeakMap();
    merged.set(inherited, byOverrides);
  }
  let messages = byOverrides.get(overrides);
  if (messages === undefined) {
    messages = { ...inherited, ...overrides };
    byOverrides.set(overrides, messages);
  }
  return messages;
}

/**
 * The messages in force: the nearest `OfferkitMessagesProvider`'s (else `defaultMessages`), with a
 * component's own `messages` prop applied on top. One context read and no other hook (it runs in every
 * card): the merge is cached per pair of objects, so a stable `messages` prop keeps a stable result.
 */
export function useOfferkitMessages(overrides?: Partial<OfferkitMessages>): OfferkitMessages {
  const inherited = useContext(MessagesContext);
  return overrides === undefined ? inherited : merge(inherited, overrides);
}
