/** Options of {@link formatOfferDate}. */
export interface FormatOfferDateOptions {
  /**
   * How much of the date to show.
   * @default 'medium'
   */
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  /**
   * IANA time zone the date is shown in.
   * @default the runtime's time zone
   */
  timeZone?: string;
}

/**
 * Formats an offer timestamp (`startDate`, `expirationDate`: ISO 8601) as a date through
 * `Intl.DateTimeFormat`, e.g. `"Mar 31, 2026"` for `en-US`.
 *
 * Returns `undefined` when the value is absent or not a parseable date, so a display can leave the line out.
 */
export function formatOfferDate(
  iso: string | undefined,
  locale?: string,
  options: FormatOfferDateOptions = {},
): string | undefined {
  if (iso === undefined || iso === '') return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: options.dateStyle ?? 'medium',
    timeZone: options.timeZone,
  }).format(time);
}
