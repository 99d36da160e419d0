const formats = new Map<string, Intl.NumberFormat>();
const CACHE_LIMIT = 64;
/** Formatters of frozen option objects (module constants), by identity then locale: no key to build. */
const byConstantOptions = new WeakMap<Intl.NumberFormatOptions, Map<string | undefined, Intl.NumberFormat>>();

/**
 * A shared `Intl.NumberFormat` per locale and options: building one costs far more than formatting, and a
 * list formats the same few rewards and percentages for every card. Pass a frozen options object (a module
 * constant, `Object.freeze({...})`) where you can: it is then found by identity, without building a key
 * from the options on every call. Throws what the constructor throws (a `RangeError` for an invalid locale
 * or currency).
 */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const constant = Object.isFrozen(options);
  const known = constant ? byConstantOptions.get(options)?.get(locale) : undefined;
  if (known !== undefined) return known;
  const key = JSON.stringify([locale ?? null, options]);
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size >= CACHE_LIMIT) formats.clear();
    formats.set(key, format);
  }
  if (constant) {
    let byLocale = byConstantOptions.get(options);
    if (byLocale === undefined) {
      byLocale = new Map();
      byConstantOptions.set(options, byLocale);
    }
    if (byLocale.size >= CACHE_LIMIT) byLocale.clear();
    byLocale.set(locale, format);
  }
  return format;
}
