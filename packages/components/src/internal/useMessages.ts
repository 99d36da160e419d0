'use client';
import { useContext } from 'react';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';
import { MessagesContext, NO_REPLACEMENTS } from './MessagesContext.ts';

type Merged = WeakMap<object, WeakMap<object, object>>;
/** Merged messages per built-in set, provider replacements and component replacements. */
const mergedByDefaults = new WeakMap<object, Merged>();

/**
 * A component's strings: its built-in `defaults`, under the replacements of the `OfferkitMessagesProvider`s
 * above, under its own `overrides` (its `messages` prop). The merged object is remembered per the three
 * objects, so it stays the same across renders (a list renders hundreds of cards) and nothing is copied
 * when nothing is replaced.
 */
export function useMessages<Messages extends Partial<OfferkitMessages>>(
  defaults: Messages,
  overrides?: Partial<OfferkitMessages>,
): Messages {
  const replacements = useContext(MessagesContext);
  if (replacements === NO_REPLACEMENTS && overrides === undefined) return defaults;
  let byReplacements = mergedByDefaults.get(defaults);
  if (byReplacements === undefined) {
    byReplacements = new WeakMap();
    mergedByDefaults.set(defaults, byReplacements);
  }
  let byOverrides = byReplacements.get(replacements);
  if (byOverrides === undefined) {
    byOverrides = new WeakMap();
    byReplacements.set(replacements, byOverrides);
  }
  const own = overrides ?? NO_REPLACEMENTS;
  let merged = byOverrides.get(own) as Messages | undefined;
  if (merged === undefined) {
    merged = { ...defaults, ...replacements, ...own };
    byOverrides.set(own, merged);
  }
  return merged;
}
