import { resolveLocale } from '@offerkit/data';

describe('resolveLocale', () => {
  it("prefers the component's locale over the provider's", () => {
    expect(resolveLocale('es-ES', 'en-US')).toBe('es-ES');
  });

  it("falls back to the provider's locale when the component has none", () => {
    expect(resolveLocale(undefined, 'en-GB')).toBe('en-GB');
  });

  it('treats a blank locale as absent (Intl would throw on it)', () => {
    expect(resolveLocale('', 'fr-FR')).toBe('fr-FR');
    expect(resolveLocale('  ', undefined)).toBeUndefined();
  });

  it("is undefined, the runtime's default locale, when none is given", () => {
    expect(resolveLocale()).toBeUndefined();
    expect(resolveLocale(undefined, undefined)).toBeUndefined();
  });
});
