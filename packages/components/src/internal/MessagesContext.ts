import { createContext } from 'react';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';

/** What the context holds when no `OfferkitMessagesProvider` is above: no replacements. */
export const NO_REPLACEMENTS: Partial<OfferkitMessages> = Object.freeze({});

/**
 * The strings that `OfferkitMessagesProvider`s above replace (merged, innermost last); each component adds
 * its own built-in strings under them (`useMessages`), so the context does not hold, or pull into a bundle,
 * the strings of components an app does not use.
 */
export const MessagesContext = createContext<Partial<OfferkitMessages>>(NO_REPLACEMENTS);
