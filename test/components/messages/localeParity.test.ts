import { defaultMessages, type OfferkitMessages } from '@offerkit/components';
import { esMessages } from '@offerkit/components/locales/es';
import { describe, expect, it } from 'vitest';

/** Every locale the package ships, English first (the reference every other locale must match). */
const SHIPPED_MESSAGES: Record<string, OfferkitMessages> = { en: defaultMessages, es: esMessages };

/** Each key with the kind of its value, sorted: a missing, extra or retyped key changes the list. */
const shape = (strings: object) =>
  Object.entries(strings)
    .map(([key, value]) => `${key}: ${typeof value}`)
    .sort();

// One bag: the components' strings and the experience's own, in one object per language.
describe.each([['OfferkitMessages', SHIPPED_MESSAGES]] as const)(
  '%s in every shipped locale',
  (_name, locales) => {
    const reference = shape(locales.en as object);

    it.each(Object.keys(locales))('%s has exactly the English keys, each of the same kind', (locale) => {
      expect(shape(locales[locale] as object)).toEqual(reference);
    });

    it.each(Object.keys(locales))('%s has no empty string', (locale) => {
      const empty = Object.entries(locales[locale] as object)
        .filter(([, value]) => typeof value === 'string' && value.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('Spanish is a translation, not a copy: most strings differ from English', () => {
      const english = locales.en as unknown as Record<string, unknown>;
      const spanish = locales.es as unknown as Record<string, unknown>;
      const strings = Object.keys(english).filter((key) => typeof english[key] === 'string');
      const same = strings.filter((key) => english[key] === spanish[key]);
      // Only words spelt alike in both languages may repeat.
      expect(same.length).toBeLessThanOrEqual(Math.ceil(strings.length * 0.1));
    });
  },
);

describe('Spanish formatting goes through Intl with the given locale', () => {
  it('formats distances with the locale’s decimal separator', () => {
    expect(esMessages.distance(2.5, 'es-ES')).toBe(new Intl.NumberFormat('es-ES').format(2.5).concat(' mi'));
    expect(esMessages.distance(2.5, 'es-ES')).toContain('2,5');
    expect(esMessages.distance(12.4, 'es-US')).toContain('12');
  });

  it('names purchase channels in Spanish and keeps unknown ones readable', () => {
    expect(esMessages.purchaseChannel('INSTORE')).toBe('En tienda');
    expect(esMessages.purchaseChannel('ONLINE')).toBe('En línea');
    expect(esMessages.purchaseChannel('IN_APP')).toBe('In app');
  });

  it('counts offers in Spanish, singular and plural', () => {
    expect(esMessages.resultCount(1, false)).toBe('1 oferta');
    expect(esMessages.resultCount(12, true)).toBe('12+ ofertas');
    expect(esMessages.radiusOption(5, 'es-US')).toMatch(/^A menos de 5 millas$/);
  });
});
