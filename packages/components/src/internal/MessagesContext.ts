import { createContext } from 'react';
import { defaultMessages, type OfferkitMessages } from '../messages/defaultMessages.ts';

/** The messages in force below the nearest `OfferkitMessagesProvider` (the defaults without one). */
export const MessagesContext = createContext<OfferkitMessages>(defaultMessages);
