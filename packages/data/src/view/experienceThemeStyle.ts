/**
 * The design tokens a host can set on `OffersExperience`, the same set a hosted rewards WebView takes. Each
 * is a CSS value (a colour in any CSS syntax, a length, a font stack); a token left out keeps the theme's
 * value, so a host sets only what its brand needs.
 */
export interface ExperienceThemeTokens {
  /** Page background behind the cards (`--ok-color-background`). */
  background?: string;
  /** Card, dialog and input surfaces (`--ok-color-surface`). */
  surface?: string;
  /** Text on surfaces and background (`--ok-color-text`). */
  text?: string;
  /** Secondary text: dates, hints, counts (`--ok-color-text-muted`). */
  textMuted?: string;
  /** Borders of cards and inputs (`--ok-color-border`). */
  border?: string;
  /** Primary buttons, selected chips, progress fills (`--ok-color-primary`). */
  primary?: string;
  /** Text and icons on primary buttons (`--ok-color-on-primary`). */
  onPrimary?: string;
  /** Secondary buttons, such as boost (`--ok-color-secondary`). */
  secondary?: string;
  /** Text and icons on secondary buttons (`--ok-color-on-secondary`). */
  onSecondary?: string;
  /** Links (`--ok-color-link`). */
  link?: string;
  /** Keyboard focus ring (`--ok-color-focus`). */
  focus?: string;
  /** Corner radius of cards, dialogs and inputs (`--ok-radius`); a number is pixels. */
  radius?: string | number;
  /** Font stack (`--ok-font-family`). */
  font?: string;
}

/** The custom property each token sets. */
const TOKEN_PROPERTIES: Readonly<Record<keyof ExperienceThemeTokens, readonly string[]>> = {
  background: ['--ok-color-background'],
  surface: ['--ok-color-surface'],
  text: ['--ok-color-text'],
  textMuted: ['--ok-color-text-muted'],
  border: ['--ok-color-border'],
  // Icons in progress nodes are drawn in the primary colour (tokens.css), so they follow it.
  primary: ['--ok-color-primary', '--icon-fill'],
  onPrimary: ['--ok-color-on-primary', '--icon-detail'],
  secondary: ['--ok-color-secondary'],
  onSecondary: ['--ok-color-on-secondary'],
  link: ['--ok-color-link'],
  focus: ['--ok-color-focus'],
  radius: ['--ok-radius'],
  font: ['--ok-font-family'],
};

/** Characters that could end a declaration or open a block: a value with one is dropped, never applied. */
const UNSAFE_VALUE = /[;{}]/;

function cssValue(value: string | number | undefined): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || UNSAFE_VALUE.test(trimmed) ? undefined : trimmed;
}

/**
 * Maps design tokens onto Offerkit's `--ok-*` custom properties, as an inline style object for the element
 * that wraps the experience (React sets custom properties given as style keys). Pure: the same tokens
 * always give the same object, with the properties in a fixed order, so server and client markup agree.
 * Empty values, negative or non-finite radii and values containing `;`, `{` or `}` are left out.
 *
 * ```tsx
 * <div style={experienceThemeStyle({ primary: '#0f5c55', radius: 4 })}>…</div>
 * ```
 */
export function experienceThemeStyle(tokens: ExperienceThemeTokens | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  if (tokens === undefined) return style;
  for (const token of Object.keys(TOKEN_PROPERTIES) as (keyof ExperienceThemeTokens)[]) {
    const value = cssValue(tokens[token]);
    if (value === undefined) continue;
    for (const property of TOKEN_PROPERTIES[token]) style[property] = value;
  }
  return style;
}
