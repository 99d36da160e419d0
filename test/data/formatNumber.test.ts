import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../packages/data/src/format/formatNumber.ts';

describe('formatNumber', () => {
  const percent = Object.freeze({ style: 'percent', maximumFractionDigits: 2 } as const);

  it('formats like Intl.NumberFormat with the same locale and options, the first time and again', () => {
    const intl = new Intl.NumberFormat('en-US', percent);
    for (const value of [0.05, 0.025, 0.12345, 1, 0.05, 0.025]) {
      expect(formatNumber('en-US', percent, value)).toBe(intl.format(value));
    }
  });

  it('keeps the texts of different locales and options apart', () => {
    expect(formatNumber('en-US', percent, 0.025)).toBe('2.5%');
    expect(formatNumber('de-DE', percent, 0.025)).toBe('2,5\u00a0%');
    const money = Object.freeze({ style: 'currency', currency: 'EUR' } as const);
    expect(formatNumber('en-US', money, 0.025)).toBe('€0.03');
  });

  it('tells -0 from 0, which a Map would confuse', () => {
    expect(formatNumber('en-US', percent, 0)).toBe('0%');
    expect(formatNumber('en-US', percent, -0)).toBe('-0%');
    expect(formatNumber('en-US', percent, 0)).toBe('0%');
  });

  it('stays right past its size limit', () => {
    const digits = Object.freeze({ maximumFractionDigits: 0 } as const);
    for (let value = 0; value < 600; value += 1)
      expect(formatNumber('en-US', digits, value)).toBe(String(value));
    expect(formatNumber('en-US', digits, 7)).toBe('7');
  });

  it('throws the constructor’s RangeError for an invalid locale', () => {
    expect(() => formatNumber('not a locale!', percent, 1)).toThrow(RangeError);
  });
});
