export type { ProgressBarProps } from './ProgressBar.tsx';
export { ProgressBar } from './ProgressBar.tsx';
export type { SafeSvgProps } from './SafeSvg.tsx';
export { SafeSvg } from './SafeSvg.tsx';
export type { SanitizeSvgOptions } from './svg/sanitizeSvg.ts';
export { clearSanitizeSvgCache, sanitizeSvg } from './svg/sanitizeSvg.ts';
