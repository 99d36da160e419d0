export type {
  ProgressBarElementProps,
  ProgressBarFillStyle,
  ProgressBarLabelProps,
  ProgressBarNodeProps,
  UseProgressBarOptions,
  UseProgressBarResult,
} from './useProgressBar.ts';
export { useProgressBar } from './useProgressBar.ts';
