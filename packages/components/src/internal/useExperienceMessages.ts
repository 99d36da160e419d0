'use client';

import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { useMessages } from './useMessages.ts';

/**
 * `OffersExperience`'s own strings in force: its English strings with the replacements of the providers
 * above (the experience puts its `messages` prop in one), then `overrides`.
 */
export const useExperienceMessages = (overrides?: Parameters<typeof useMessages>[1]) =>
  useMessages(defaultExperienceMessages, overrides);
