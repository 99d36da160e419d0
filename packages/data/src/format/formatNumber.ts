import { numberFormat } from './numberFormat.ts';

/** Formatted texts per shared formatter and value. */
const texts = new WeakMap<Intl.NumberFormat, Map<number, string>>();
const TEXT_LIMIT = 256;

/**
 * `value` formatted by the shared `Intl.NumberFormat` of `locale` and `options` (see `numberFormat`; pass a
 * frozen options constant where you can), remembering the text per formatter and value: formatting costs
 * far more than a look-up, and a list formats the same few rewards and percentages for hundreds of cards.
 * Throws what the constructor throws (a `RangeError` for an invalid locale or currency).
 */
export function formatNumber(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
  value: number,
): string {
  const format = numberFormat(locale, options);
  // -0 finds +0's entry (a Map compares keys with SameValueZero) but formats as "-0": never remembered.
  if (value === 0 && 1 / value < 0) return format.format(value);
  let byValue = texts.get(format);
  if (byValue === undefined) {
    byValue = new Map();
    texts.set(format, byValue);
  }
  let text = byValue.get(value);
  if (text === undefined) {
    text = format.format(value);
    if (byValue.size >= TEXT_LIMIT) byValue.clear();
    byValue.set(value, text);
  }
  return text;
}
