import { hashString } from '../random.ts';

/** Escapes text for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Up to two initials: `"Blue Fern Coffee"` → `"BF"`, `"Salt & Stone Pizza"` → `"SS"`. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Two colors derived from the name, so each merchant keeps its look across runs. */
function palette(name: string): { hue: number; background: string; accent: string } {
  const hue = hashString(name) % 360;
  return { hue, background: `hsl(${hue} 55% 38%)`, accent: `hsl(${(hue + 40) % 360} 65% 55%)` };
}

/** A square logo: the merchant's initials on a colored tile. */
export function logoSvg(name: string): string {
  const { background, accent } = palette(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img"',
    ` aria-label="${escapeXml(name)} logo">`,
    `<rect width="120" height="120" rx="24" fill="${background}"/>`,
    `<circle cx="96" cy="24" r="14" fill="${accent}"/>`,
    '<text x="60" y="62" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif"',
    ` font-size="44" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}

/**
 * A wide banner: a gradient in the merchant's colours, with no text (a detail page puts the merchant's name
 * right under it, and its categories in its facts). The name stays in the image's accessible name;
 * `_categoryName` is kept for callers of the earlier signature.
 */
export function bannerSvg(name: string, _categoryName: string): string {
  const { hue, background, accent } = palette(name);
  const id = `g${hue}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" width="640" height="240" role="img"',
    ` aria-label="${escapeXml(name)} banner">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>`,
    `<rect width="640" height="240" fill="url(#${id})"/>`,
    '<circle cx="560" cy="40" r="90" fill="#ffffff" fill-opacity="0.12"/>',
    '<circle cx="80" cy="230" r="120" fill="#ffffff" fill-opacity="0.08"/>',
    '</svg>',
  ].join('');
}
