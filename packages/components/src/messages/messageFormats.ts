/**
 * The parts of a message catalogue that are the same in every locale: a purchase channel's name from a
 * per-locale table (an unknown channel is shown as a readable form of its code, passed through `unknown`),
 * and a distance through Intl's unit format. Internal.
 */
export function channelNames(
  names: Readonly<Record<string, string>>,
  unknown: (readable: string) => string = (readable) => readable,
): (channel: string) => string {
  return (channel) =>
    Object.hasOwn(names, channel)
      ? (names[channel] as string)
      : unknown(channel.charAt(0) + channel.slice(1).toLowerCase().replaceAll('_', ' '));
}

/** Miles in the locale's short unit form, one decimal under 10. Internal. */
export function formatDistanceMiles(miles: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'mile',
    unitDisplay: 'short',
    maximumFractionDigits: miles < 10 ? 1 : 0,
  }).format(miles);
}
