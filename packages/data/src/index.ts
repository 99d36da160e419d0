export { KNOWN_CATEGORY_NAMES } from './types/category.ts';
export { SUPPORTED_COMPONENTS } from './types/components.ts';

export type * from './types/index.ts';
