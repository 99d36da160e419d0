import { experienceThemeStyle } from '@offerkit/data';

describe('experienceThemeStyle', () => {
  it('maps every token onto its --ok-* custom properties', () => {
    expect(
      experienceThemeStyle({
        background: '#f3efe6',
        surface: '#fffdf8',
        text: '#1f2421',
        textMuted: '#55504a',
        border: '#ddd3c0',
        primary: '#0f5c55',
        onPrimary: '#ffffff',
        secondary: '#fde7c8',
        onSecondary: '#6b3a06',
        link: '#0f5c55',
        focus: '#b4410f',
        radius: '0.25rem',
        font: '"Inter", sans-serif',
      }),
    ).toEqual({
      '--ok-color-background': '#f3efe6',
      '--ok-color-surface': '#fffdf8',
      '--ok-color-text': '#1f2421',
      '--ok-color-text-muted': '#55504a',
      '--ok-color-border': '#ddd3c0',
      '--ok-color-primary': '#0f5c55',
      '--icon-fill': '#0f5c55',
      '--ok-color-on-primary': '#ffffff',
      '--icon-detail': '#ffffff',
      '--ok-color-secondary': '#fde7c8',
      '--ok-color-on-secondary': '#6b3a06',
      '--ok-color-link': '#0f5c55',
      '--ok-color-focus': '#b4410f',
      '--ok-radius': '0.25rem',
      '--ok-font-family': '"Inter", sans-serif',
    });
  });

  it('sets only the tokens given, so the rest keep the theme', () => {
    expect(experienceThemeStyle({ secondary: 'rgb(1 2 3)' })).toEqual({
      '--ok-color-secondary': 'rgb(1 2 3)',
    });
    expect(experienceThemeStyle({})).toEqual({});
    expect(experienceThemeStyle(undefined)).toEqual({});
  });

  it('reads a numeric radius as pixels and drops negative or non-finite ones', () => {
    expect(experienceThemeStyle({ radius: 0 })).toEqual({ '--ok-radius': '0px' });
    expect(experienceThemeStyle({ radius: 12 })).toEqual({ '--ok-radius': '12px' });
    expect(experienceThemeStyle({ radius: -1 })).toEqual({});
    expect(experienceThemeStyle({ radius: Number.NaN })).toEqual({});
    expect(experienceThemeStyle({ radius: Number.POSITIVE_INFINITY })).toEqual({});
  });

  it('trims values and drops empty ones and ones that could end the declaration', () => {
    expect(experienceThemeStyle({ primary: '  #123456  ', surface: '   ', text: '' })).toEqual({
      '--ok-color-primary': '#123456',
      '--icon-fill': '#123456',
    });
    expect(
      experienceThemeStyle({
        primary: 'red; background: url(https://evil.test/x)',
        background: 'blue}body{display:none',
        font: 'x{',
      }),
    ).toEqual({});
  });

  it('is pure: the same tokens give equal objects with the same key order', () => {
    const tokens = { font: 'serif', primary: '#000', radius: 4 };
    const first = experienceThemeStyle(tokens);
    const second = experienceThemeStyle({ ...tokens });
    expect(second).toEqual(first);
    expect(Object.keys(second)).toEqual(Object.keys(first));
    expect(Object.keys(first)).toEqual([
      '--ok-color-primary',
      '--icon-fill',
      '--ok-radius',
      '--ok-font-family',
    ]);
    expect(tokens).toEqual({ font: 'serif', primary: '#000', radius: 4 });
  });
});
