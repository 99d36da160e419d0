import { describe, expect, it } from 'vitest';
import { numberFormat } from '../../packages/data/src/format/numberFormat.ts';

describe('numberFormat', () => {
  it('shares one formatter per locale and frozen options object, found by identity', () => {
    const options = Object.freeze({ style: 'percent', maximumFractionDigits: 0 } as const);
    const first = numberFormat('en-US', options);
    expect(numberFormat('en-US', options)).toBe(first);
    expect(first.format(0.25)).toBe('25%');
    expect(numberFormat('de-DE', options)).not.toBe(first);
    expect(numberFormat('de-DE', options).format(0.25)).toMatch(/^25\s%$/);
  });

  it('shares one formatter for equal options written as new objects each call', () => {
    const a = numberFormat('en-US', { maximumFractionDigits: 2 });
    const b = numberFormat('en-US', { maximumFractionDigits: 2 });
    expect(b).toBe(a);
    expect(a.format(2.555)).toBe('2.56');
    // A frozen copy of the same options reaches the same formatter through the key.
    expect(numberFormat('en-US', Object.freeze({ maximumFractionDigits: 2 }))).toBe(a);
  });

  it('keeps formatters of different options apart', () => {
    const frozen = Object.freeze({ style: 'currency', currency: 'USD' } as const);
    const euro = Object.freeze({ style: 'currency', currency: 'EUR' } as const);
    expect(numberFormat('en-US', frozen).format(10)).toBe('$10.00');
    expect(numberFormat('en-US', euro).format(10)).toBe('€10.00');
  });

  it('throws the constructor’s RangeError for an invalid locale, frozen options or not', () => {
    expect(() => numberFormat('not a locale!', Object.freeze({}))).toThrow(RangeError);
    expect(() => numberFormat('not a locale!', {})).toThrow(RangeError);
  });
});
