import type { ExperienceChannel, ExperienceSort } from '@offerkit/data';
import type { ExperienceMessages } from '../messages/ExperienceMessages.ts';

const CHOICE_LABELS = {
  ALL: 'channelAll',
  INSTORE: 'channelInStore',
  ONLINE: 'channelOnline',
  recommended: 'sortRecommended',
  newest: 'sortNewest',
  expiringSoon: 'sortExpiringSoon',
} as const satisfies Record<ExperienceChannel | ExperienceSort, keyof ExperienceMessages>;

/** The text of one purchase-channel or sort choice, from the experience's strings. */
export function choiceLabel(labels: ExperienceMessages, choice: ExperienceChannel | ExperienceSort): string {
  return labels[CHOICE_LABELS[choice]];
}
