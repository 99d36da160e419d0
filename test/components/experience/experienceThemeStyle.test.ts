import { experienceThemeStyle } from '@offerkit/components';
import { experienceThemeStyle as dataExperienceThemeStyle } from '@offerkit/data';

describe('experienceThemeStyle from @offerkit/components (deprecated alias)', () => {
  it('is the data function and maps tokens the same way', () => {
    expect(experienceThemeStyle).toBe(dataExperienceThemeStyle);
    expect(experienceThemeStyle({ primary: '#0f5c55', radius: 4 })).toEqual({
      '--ok-color-primary': '#0f5c55',
      '--icon-fill': '#0f5c55',
      '--ok-radius': '4px',
    });
  });
});
