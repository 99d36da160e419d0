const formats = new Map<string, Intl.NumberFormat>();
const CACHE_LIMIT = 64;

/**
 * A shared `Intl.NumberFormat` per locale and options: building one costs far more than formatting, and a
 * list formats the same few rewards and percentages for every card. Throws what the constructor throws
 * (a `RangeError` for an invalid locale or currency).
 */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size >= CACHE_LIMIT) formats.clear();
    formats.set(key, format);
  }
  return format;
}
