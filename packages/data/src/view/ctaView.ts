import type { Cta, CtaAction } from '../types/components.ts';

/** The visual style of a CTA button. */
export type CtaStyle = 'primary' | 'secondary' | 'disabled';

/** What to draw for an offer's call-to-action. */
export interface CtaView {
  /** `buttonText`. */
  label: string;
  /**
   * `PRIMARY` → `primary`, `SECONDARY` → `secondary`, `DISABLED` → `disabled`. A style this version does
   * not know renders as `secondary`: still usable, without claiming the prominence of `primary`.
   */
  style: CtaStyle;
  /** `false` for a `DISABLED` CTA or one without an `action`: render it, but it must not act. */
  interactive: boolean;
  /** `startIcon`: untrusted inline SVG, to sanitize before rendering. */
  icon?: string;
  /** The action to run when pressed; present only when `interactive`. */
  action?: CtaAction;
}

const STYLES: Readonly<Record<string, CtaStyle>> = {
  PRIMARY: 'primary',
  SECONDARY: 'secondary',
  DISABLED: 'disabled',
};

/** The view of `components.cta`, or `undefined` when the offer has none (e.g. once its action was taken). */
export function ctaView(cta: Cta | undefined): CtaView | undefined {
  if (cta === undefined) return undefined;
  const style = Object.hasOwn(STYLES, cta.buttonStyle) ? (STYLES[cta.buttonStyle] as CtaStyle) : 'secondary';
  const interactive = style !== 'disabled' && cta.action !== undefined;
  const view: CtaView = { label: cta.buttonText, style, interactive };
  if (cta.startIcon !== undefined && cta.startIcon !== '') view.icon = cta.startIcon;
  if (interactive && cta.action !== undefined) view.action = cta.action;
  return view;
}
