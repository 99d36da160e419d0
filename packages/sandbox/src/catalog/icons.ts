/**
 * Inline SVG icons the sandbox puts in components (cta `startIcon`, flare badge `icon`, segment `icon`).
 * Plain, valid SVG with no script or external reference, themed through CSS custom properties:
 * `--icon-fill` (shape), `--icon-outline` (stroke) and `--icon-detail` (marks drawn on top).
 */
const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">${body}</svg>`;

export const SANDBOX_ICONS = {
  /** A plus in a circle: the activate CTA. */
  activate: svg(
    '<circle cx="12" cy="12" r="10" fill="var(--icon-fill, currentColor)"/>' +
      '<path d="M12 7v10M7 12h10" fill="none" stroke="var(--icon-detail, #fff)" stroke-width="2" stroke-linecap="round"/>',
  ),
  /** A lightning bolt: the boost CTA and the boosted flare badge. */
  bolt: svg('<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" fill="var(--icon-fill, currentColor)"/>'),
  /** A clock: an offer that has not started (disabled CTA). */
  clock: svg(
    '<circle cx="12" cy="12" r="9" fill="none" stroke="var(--icon-fill, currentColor)" stroke-width="2"/>' +
      '<path d="M12 7v5l3 2" fill="none" stroke="var(--icon-fill, currentColor)" stroke-width="2" stroke-linecap="round"/>',
  ),
  /** A star: the targeted ("just for you") flare badge. */
  star: svg(
    '<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" fill="var(--icon-fill, currentColor)"/>',
  ),
  /** An hourglass: the limited-supply flare badge. */
  hourglass: svg(
    '<path d="M6 2h12v4l-4 6 4 6v4H6v-4l4-6-4-6z" fill="var(--icon-fill, currentColor)"/>' +
      '<path d="M9 19h6" stroke="var(--icon-detail, #fff)" stroke-width="2" stroke-linecap="round"/>',
  ),
  /** A sparkle: the new-offer flare badge. */
  sparkle: svg(
    '<path d="M12 2c.6 4.6 2.4 6.4 7 7-4.6.6-6.4 2.4-7 7-.6-4.6-2.4-6.4-7-7 4.6-.6 6.4-2.4 7-7z" fill="var(--icon-fill, currentColor)"/>',
  ),
  /** A check in a circle: redemption nodes (five or fewer) and stepper nodes. */
  check: svg(
    '<circle cx="12" cy="12" r="10" fill="var(--icon-fill, currentColor)" stroke="var(--icon-outline, currentColor)" stroke-width="1.5"/>' +
      '<path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="var(--icon-detail, #fff)" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
} as const;

export type SandboxIconName = keyof typeof SANDBOX_ICONS;
