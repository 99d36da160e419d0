/** A day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day of `time` (or the last millisecond of that day, for expirations). */
export function dayIso(time: number, endOfDay = false): string {
  const day = new Date(time);
  day.setUTCHours(0, 0, 0, 0);
  return new Date(day.getTime() + (endOfDay ? DAY - 1000 : 0)).toISOString();
}
