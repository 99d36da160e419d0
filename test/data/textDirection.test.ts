import { textDirection } from '@offerkit/data';

describe('textDirection', () => {
  it('is rtl for locales written right to left, with or without a region or script', () => {
    for (const locale of ['ar', 'ar-EG', 'he-IL', 'fa', 'ur-PK', 'az-Arab']) {
      expect(textDirection(locale), locale).toBe('rtl');
    }
  });

  it('is ltr for locales written left to right, including a Latin-script variant of an rtl language', () => {
    for (const locale of ['en-US', 'es', 'ja-JP', 'ru', 'az', 'ku-Latn']) {
      expect(textDirection(locale), locale).toBe('ltr');
    }
  });

  it('is ltr for no locale, a blank one, or one that is not well formed', () => {
    expect(textDirection(undefined)).toBe('ltr');
    expect(textDirection('  ')).toBe('ltr');
    expect(textDirection('not a locale!')).toBe('ltr');
  });

  it('falls back to the likely script where Intl.Locale has no text info', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const getTextInfo = Object.getOwnPropertyDescriptor(proto, 'getTextInfo');
    const textInfo = Object.getOwnPropertyDescriptor(proto, 'textInfo');
    try {
      if (getTextInfo) delete proto.getTextInfo;
      if (textInfo) delete proto.textInfo;
      expect(textDirection('he')).toBe('rtl');
      expect(textDirection('ar-Latn')).toBe('ltr');
      expect(textDirection('de-CH')).toBe('ltr');
    } finally {
      if (getTextInfo) Object.defineProperty(proto, 'getTextInfo', getTextInfo);
      if (textInfo) Object.defineProperty(proto, 'textInfo', textInfo);
    }
  });
});
