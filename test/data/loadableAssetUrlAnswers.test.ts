import { loadableAssetUrl } from '@offerkit/data';
import { describe, expect, it } from 'vitest';

// loadableAssetUrl remembers its answers per value (a card asks on every render): a second ask must give
// the first answer, whatever was remembered or dropped in between.
describe('loadableAssetUrl asked again', () => {
  it('gives the same answer the second time, accepted, normalized or refused', () => {
    const values = [
      'https://cdn.example/logo.png',
      'HTTPS://CDN.example:443/a/../logo.png',
      'https://user:pass@cdn.example/a.png',
      ' https://cdn.example/a.png',
      `data:image/png;base64,${'A'.repeat(5000)}`,
    ];
    const first = values.map(loadableAssetUrl);
    expect(first).toEqual([
      'https://cdn.example/logo.png',
      'https://cdn.example/logo.png',
      undefined,
      undefined,
      values[4],
    ]);
    expect(values.map(loadableAssetUrl)).toEqual(first);
  });

  it('still answers each value right after more values than it keeps', () => {
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < 1200; index++) {
        expect(loadableAssetUrl(`https://cdn.example/${index}.png`)).toBe(`https://cdn.example/${index}.png`);
        expect(loadableAssetUrl(`https://u:p@cdn.example/${index}.png`)).toBeUndefined();
      }
    }
  });
});
