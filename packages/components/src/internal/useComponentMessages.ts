'use client';

import { componentMessages } from '../messages/defaultMessages.ts';
import { useMessages } from './useMessages.ts';

/**
 * The strings of the cards, lists, detail and locations in force (the providers' replacements, then
 * `overrides`), falling back to the components' English strings only: a list or a detail does not ship the
 * experience's strings.
 */
export const useComponentMessages = (overrides?: Parameters<typeof useMessages>[1]) =>
  useMessages(componentMessages, overrides);
