import createDOMPurify, { type Config, type DOMPurify, type UponSanitizeAttributeHookEvent } from 'dompurify';

/**
 * Marks every id and in-document reference in a cached template. It is swapped for a per-instance
 * prefix (or removed), so the expensive sanitizing runs once per input string while each rendered
 * copy still gets its own ids. An attacker who writes the marker only changes their own text.
 */
const ID_MARKER = 'okns\u2060';

/** Tags an icon never needs and that can run code, load resources, escape the box or rewrite links. */
const FORBIDDEN_TAGS =
  'script foreignObject style a image feImage animate animateColor animateMotion animateTransform set mpath discard iframe object embed'.split(
    ' ',
  );

/** Attributes that would add keyboard stops or reach out of the icon. */
const FORBIDDEN_ATTRIBUTES = 'tabindex autofocus src action formaction ping'.split(' ');

const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // `use` is outside DOMPurify's SVG profile; it is safe here because its href may only point at a
  // fragment that is re-namespaced into the same icon (see `filterAttribute`).
  ADD_TAGS: ['use'],
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config & { RETURN_DOM_FRAGMENT: true };

const URL_FUNCTION = /url\(\s*(['"]?)\s*([^)'"]*?)\s*\1\s*\)/gi;
/** The start of any CSS `url(`, however it goes on. */
const URL_START = /url\s*\(/i;

/** Rewrites `url(#x)` to the marked id; returns undefined when any url( points elsewhere. */
const markUrlReferences = (value: string): string | undefined => {
  let external = false;
  const rewritten = value.replace(URL_FUNCTION, (_match, _quote: string, target: string) => {
    if (!target.startsWith('#') || target.length < 2) external = true;
    return `url(#${ID_MARKER}${target.slice(1)})`;
  });
  // A `url(` the pattern did not understand (odd quoting, escapes) is refused as well.
  return external || URL_START.test(rewritten.replace(URL_FUNCTION, '')) ? undefined : rewritten;
};

/** CSS that can fetch, import or hide its intent behind escapes and comments. */
const UNSAFE_STYLE =
  /url\s*\(|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|\\|\/\*|image-set\s*\(|image\s*\(/i;

/** Marks ids and in-document references; drops an attribute (`undefined`) that could reach outside. */
const filterAttribute = (_node: Element, data: UponSanitizeAttributeHookEvent): void => {
  const { attrName: name, attrValue: value } = data;
  let kept: string | undefined = value;
  if (name === 'id') kept = ID_MARKER + value;
  else if (name === 'href' || name === 'xlink:href') {
    const target = value.trim();
    // Only in-document fragments; anything else (http:, data:, javascript:, other files) is dropped.
    kept = target.length > 1 && target.startsWith('#') ? `#${ID_MARKER}${target.slice(1)}` : undefined;
  } else if (name === 'style') {
    if (UNSAFE_STYLE.test(value)) kept = undefined;
  } else if (URL_START.test(value)) kept = markUrlReferences(value);
  if (kept === undefined) data.keepAttr = false;
  else data.attrValue = kept;
};

let purifier: DOMPurify | undefined;

/** One DOMPurify instance of our own, so our hooks never touch a host's global DOMPurify. */
const getPurifier = (): DOMPurify | undefined => {
  if (purifier === undefined && typeof window !== 'undefined' && window.document) {
    const instance = createDOMPurify(window);
    if (instance.isSupported) {
      instance.addHook('uponSanitizeAttribute', filterAttribute);
      purifier = instance;
    }
  }
  return purifier;
};

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const CACHE_LIMIT = 256;
/** The sanitized template of each input string, split at the id markers (one part when it has no ids). */
const cache = new Map<string, readonly string[]>();

/**
 * Sanitizes once per input string; keeps only top-level `<svg>` elements (no stray text or HTML). The
 * template comes back split at its id markers, so each copy only joins the parts with its prefix.
 */
const sanitizeTemplate = (svg: string): readonly string[] | undefined => {
  let parts = cache.get(svg);
  // A hit is deleted and set again below, so frequently used icons stay cached.
  if (parts !== undefined) cache.delete(svg);
  else {
    const instance = getPurifier();
    if (!instance) return undefined;
    let template = '';
    for (const child of instance.sanitize(svg, CONFIG).childNodes) {
      if (
        child instanceof window.Element &&
        child.namespaceURI === SVG_NAMESPACE &&
        child.localName === 'svg'
      ) {
        template += child.outerHTML;
      }
    }
    parts = template.split(ID_MARKER);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  cache.set(svg, parts);
  return parts;
};

export interface SanitizeSvgOptions {
  /**
   * Prepended to every id and every in-document reference (`href="#x"`, `url(#x)`), so two copies of
   * the same icon on one page do not share gradients or clip paths. Use letters, digits, `-` and `_`.
   * @default '' (ids kept as written)
   */
  idPrefix?: string;
}

/**
 * Turns untrusted SVG markup into markup that is safe to insert with `innerHTML`: SVG elements only,
 * no scripts, `foreignObject`, event handlers, animation elements, `<style>` elements, external
 * `<image>`/`<use>`, links outside the document, or `style` attributes that load or import anything.
 * Results are cached per input string. Needs a DOM (browser or jsdom): without one it returns `''`,
 * which is why `SafeSvg` renders a placeholder on the server.
 */
export const sanitizeSvg = (svg: string, options: SanitizeSvgOptions = {}): string => {
  const parts = sanitizeTemplate(svg);
  if (parts === undefined) return '';
  // Most icons have no ids: their one part is the markup, with no prefix to clean or parts to join.
  return parts.length === 1
    ? (parts[0] as string)
    : parts.join((options.idPrefix ?? '').replace(/[^\w-]/g, ''));
};

/** Empties the per-string cache (tests; hosts that rotate very many distinct icons). */
export const clearSanitizeSvgCache = (): void => {
  cache.clear();
};
