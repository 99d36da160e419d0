export type { SafeSvgProps } from './SafeSvg.tsx';
export { SafeSvg } from './SafeSvg.tsx';
export type { SanitizeSvgOptions } from './svg/sanitizeSvg.ts';
export { clearSanitizeSvgCache, sanitizeSvg } from './svg/sanitizeSvg.ts';
