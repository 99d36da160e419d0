import type { ExperienceChannel, ExperienceSort } from '@offerkit/data';
import type { ExperienceLabels } from './experienceLabels.ts';

const CHOICE_LABELS = {
  ALL: 'channelAll',
  INSTORE: 'channelInStore',
  ONLINE: 'channelOnline',
  recommended: 'sortRecommended',
  newest: 'sortNewest',
  expiringSoon: 'sortExpiringSoon',
} as const satisfies Record<ExperienceChannel | ExperienceSort, keyof ExperienceLabels>;

/** The text of one purchase-channel or sort choice, from the experience's labels. */
export function choiceLabel(labels: ExperienceLabels, choice: ExperienceChannel | ExperienceSort): string {
  return labels[CHOICE_LABELS[choice]];
}
