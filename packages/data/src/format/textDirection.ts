/** The writing direction of a text: left to right, or right to left. */
export type TextDirection = 'ltr' | 'rtl';

/** Scripts written right to left (ISO 15924). */
const RTL_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

interface LocaleTextInfo {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
}

/**
 * The writing direction of a BCP 47 locale (`ar-EG` → `rtl`, `en-US` → `ltr`): from the script the locale
 * names, else the runtime's `Intl.Locale` text info, else the language's likely script. `ltr` for no locale
 * or one that is not well formed (the caller then keeps the page's usual direction).
 */
export function textDirection(locale: string | undefined): TextDirection {
  if (locale === undefined || locale.trim() === '') return 'ltr';
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return 'ltr';
  }
  // A script the locale names decides (`az-Arab`); else the runtime's text info, else the likely script.
  if (parsed.script !== undefined) return RTL_SCRIPTS.has(parsed.script) ? 'rtl' : 'ltr';
  const info = parsed as unknown as LocaleTextInfo;
  const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  const script = parsed.maximize().script;
  return script !== undefined && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}
