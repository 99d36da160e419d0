import { rovingFocusTarget, rovingTabStop } from '@offerkit/data';

describe('rovingFocusTarget', () => {
  it('moves by one with the arrows, wrapping at both ends', () => {
    expect(rovingFocusTarget('ArrowRight', 0, 4)).toBe(1);
    expect(rovingFocusTarget('ArrowRight', 3, 4)).toBe(0);
    expect(rovingFocusTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(rovingFocusTarget('ArrowLeft', 0, 4)).toBe(3);
  });

  it('goes to the ends with Home and End', () => {
    expect(rovingFocusTarget('Home', 2, 4)).toBe(0);
    expect(rovingFocusTarget('End', 1, 4)).toBe(3);
  });

  it('mirrors the arrows in right-to-left text, not Home and End', () => {
    expect(rovingFocusTarget('ArrowLeft', 0, 4, 'rtl')).toBe(1);
    expect(rovingFocusTarget('ArrowRight', 0, 4, 'rtl')).toBe(3);
    expect(rovingFocusTarget('Home', 2, 4, 'rtl')).toBe(0);
    expect(rovingFocusTarget('End', 2, 4, 'rtl')).toBe(3);
  });

  it('leaves other keys (Tab, Space, Enter, vertical arrows) and empty rows to the browser', () => {
    for (const key of ['Tab', ' ', 'Enter', 'ArrowDown', 'ArrowUp', 'a']) {
      expect(rovingFocusTarget(key, 1, 4)).toBeUndefined();
    }
    expect(rovingFocusTarget('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('starts from the nearest item when the current one is gone', () => {
    expect(rovingFocusTarget('ArrowRight', 9, 3)).toBe(0);
    expect(rovingFocusTarget('ArrowLeft', -1, 3)).toBe(2);
  });
});

describe('rovingTabStop', () => {
  it('is the item focused last, so Tab out and back returns to it', () => {
    expect(rovingTabStop(3, 0, 5)).toBe(3);
  });

  it('is the selected item before the user moved, else the first', () => {
    expect(rovingTabStop(undefined, 2, 5)).toBe(2);
    expect(rovingTabStop(undefined, undefined, 5)).toBe(0);
  });

  it('falls back when the row got shorter than the remembered index', () => {
    expect(rovingTabStop(7, 1, 3)).toBe(1);
    expect(rovingTabStop(7, 9, 3)).toBe(0);
    expect(rovingTabStop(undefined, undefined, 0)).toBe(0);
  });
});
