import { describe, expect, it } from 'vitest';
import { presentText } from '../../packages/data/src/view/presentText.ts';

describe('presentText', () => {
  it('keeps texts with something visible, as written', () => {
    for (const text of ['New', '~', '!', ' Online ', '\u00a05%', '\u3000x', '\u007f', 'é', '\u{1F600}']) {
      expect(presentText(text)).toBe(text);
    }
  });

  it('drops empty and blank texts, whatever white space they are made of', () => {
    for (const text of ['', ' ', '\t\n\r\v\f', '\u00a0', '\u2003\u2028\u2029\u202f\u205f\u3000\ufeff']) {
      expect(presentText(text)).toBeUndefined();
    }
  });

  it('drops what is not a string', () => {
    for (const value of [undefined, null, 5, true, {}, ['a']]) expect(presentText(value)).toBeUndefined();
  });
});
