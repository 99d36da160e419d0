import { experienceThemeStyle as dataExperienceThemeStyle } from '@offerkit/data';

/**
 * Maps design tokens onto Offerkit's `--ok-*` custom properties, as an inline style object.
 * @deprecated Import `experienceThemeStyle` from `@offerkit/data`: the mapping is a pure rule and lives with
 * the other view models there. This alias is the very same function.
 */
export const experienceThemeStyle: typeof dataExperienceThemeStyle = dataExperienceThemeStyle;
