import type { PurchaseChannel, UserReward } from '@offerkit/data';

/**
 * en-US texts for component values. The service formats these itself (the display shows them as given),
 * so the sandbox does the same, in one locale.
 */
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  trailingZeroDisplay: 'stripIfInteger',
});
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `PERCENT` 5 → `"5%"`, `FLAT` 1000 → `"$10"`. */
export function formatReward(reward: UserReward): string {
  return reward.type === 'PERCENT' ? `${percent.format(reward.value)}%` : formatCents(reward.value);
}

/** `"5% cash back"`, `"$10 cash back"`. */
export function rewardText(reward: UserReward): string {
  return `${formatReward(reward)} cash back`;
}

/** 2550 → `"$25.50"`, 2500 → `"$25"`. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** `"Mar 12"` (UTC). */
export function formatMonthDay(iso: string): string {
  return monthDay.format(new Date(iso));
}

/** `"Mar 12, 2026"` (UTC). */
export function formatDate(iso: string): string {
  return fullDate.format(new Date(iso));
}

/** 1 → `"1st"`, 2 → `"2nd"`, 11 → `"11th"`. */
export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** `"in store and online"`, `"in store"`, `"online"`. */
export function channelText(channels: readonly PurchaseChannel[]): string {
  const inStore = channels.includes('INSTORE');
  const online = channels.includes('ONLINE');
  if (inStore && online) return 'in store and online';
  return inStore ? 'in store' : 'online';
}
