import type { DiagnosticListener } from '@offerkit/data';
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

/**
 * CSS that loads, builds an image from elsewhere, imports or runs code, apart from `url(` (which may point
 * at a fragment): image functions (`image-set` and `-webkit-image-set`, `image`, `cross-fade`, `element`,
 * `src`, `paint`), at-rules and the legacy scripting hooks.
 */
const LOADS =
  /(?:image-set|image|cross-fade|element|src|paint|expression)\s*\(|@import|@font-face|javascript:|behavior\s*:|-moz-binding/i;

/** Properties that take a box out of the flow or stack it over the page. */
const POSITIONING = /(?:^|[;{\s])(?:position|inset[\w-]*|z-index)\s*:/i;

/** A `style` value that loads or imports anything, hides behind escapes or comments, or positions. */
const unsafeStyle = (value: string): boolean =>
  URL_START.test(value) || LOADS.test(value) || /\\|\/\*/.test(value) || POSITIONING.test(value);

/**
 * The value as CSS reads it: comments removed and escapes (`\75 `, `\72`, `\(`) decoded, so an escaped
 * `url(` or image function is seen for what it is.
 */
const decodeCss = (value: string): string =>
  value
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([\s\S]))/gi, (_match, hex?: string, char?: string) => {
      if (hex === undefined) return char === '\n' ? '' : (char ?? '');
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    });

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
    if (unsafeStyle(value)) kept = undefined;
  } else {
    // Every other attribute may be a presentation attribute that CSS reads (fill, mask, filter, cursor,
    // marker-*, clip-path …): it gets the CSS check too, on the value as CSS decodes it.
    const css = decodeCss(value);
    if (LOADS.test(css)) kept = undefined;
    // An escaped or commented `url(` is refused even towards a fragment: no icon needs one.
    else if (css !== value && URL_START.test(css)) kept = undefined;
    else if (URL_START.test(value)) kept = markUrlReferences(value);
  }
  if (kept === undefined) data.keepAttr = false;
  else data.attrValue = kept;
};

/**
 * Attributes a top-level `<svg>` loses: with them it could leave its box and lie over the page (a CSS
 * `style` or a host-page `class` that positions it, a `transform` or a `filter` that paints it elsewhere,
 * `overflow` that lets its content out; `x`/`y` for good measure). Inside the root, CSS positioning does not
 * apply and the root's clip holds everything, so the same attributes are harmless on descendants.
 */
const ROOT_FORBIDDEN_ATTRIBUTES = 'style class transform filter overflow x y'.split(' ');

/**
 * The most `<use>` elements, and the most nodes once every `<use>` is expanded, that an icon may have: a
 * few nested `<use>` (3 per level over 10 levels) expand to 59,049 nodes and freeze the tab. Real icons
 * have a handful of each.
 */
const MAX_USE_ELEMENTS = 128;
const MAX_RENDERED_NODES = 4096;
/** Longer input is refused before it is parsed (an icon is a few kilobytes). */
const MAX_SVG_LENGTH = 200_000;

/**
 * Why the sanitized icon is refused (too many `<use>`, or too many nodes once they are expanded), or
 * `undefined` when it is fine. Counts each element once, and each `<use>` as the subtree it draws.
 */
const sizeRefusal = (roots: readonly Element[]): string | undefined => {
  const ids = new Map<string, Element>();
  let uses = 0;
  for (const root of roots) {
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (element.id !== '' && !ids.has(element.id)) ids.set(element.id, element);
      if (element.localName === 'use') uses += 1;
    }
  }
  if (uses > MAX_USE_ELEMENTS) {
    return `it has ${uses} <use> elements (at most ${MAX_USE_ELEMENTS} are drawn)`;
  }
  const counted = new Map<Element, number>();
  const counting = new Set<Element>();
  const rendered = (element: Element): number => {
    const known = counted.get(element);
    if (known !== undefined) return known;
    // A reference back into itself: a cycle, never drawn by the browser and never by us.
    if (counting.has(element)) return Number.POSITIVE_INFINITY;
    counting.add(element);
    let count = 1;
    if (element.localName === 'use') {
      const href = element.getAttribute('href') ?? element.getAttribute('xlink:href') ?? '';
      const target = ids.get(href.slice(1));
      if (target !== undefined) count += rendered(target);
    }
    for (const child of element.children) {
      if (count > MAX_RENDERED_NODES) break;
      count += rendered(child);
    }
    counting.delete(element);
    counted.set(element, count);
    return count;
  };
  let total = 0;
  for (const root of roots) total += rendered(root);
  return total > MAX_RENDERED_NODES
    ? `its <use> elements expand to more than ${MAX_RENDERED_NODES} nodes`
    : undefined;
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

/**
 * The sanitized template of an input string, split at the id markers (one part when it has no ids), or
 * why the whole icon is refused.
 */
type Template = { parts: readonly string[] } | { refused: string };
const cache = new Map<string, Template>();

/** Sanitizes an uncached input: keeps only top-level `<svg>` elements (no stray text or HTML). */
const buildTemplate = (instance: DOMPurify, svg: string): Template => {
  if (svg.length > MAX_SVG_LENGTH) {
    return { refused: `it is ${svg.length} characters long (at most ${MAX_SVG_LENGTH})` };
  }
  const roots: Element[] = [];
  for (const child of instance.sanitize(svg, CONFIG).childNodes) {
    if (
      child instanceof window.Element &&
      child.namespaceURI === SVG_NAMESPACE &&
      child.localName === 'svg'
    ) {
      for (const name of ROOT_FORBIDDEN_ATTRIBUTES) child.removeAttribute(name);
      roots.push(child);
    }
  }
  const refused = sizeRefusal(roots);
  if (refused !== undefined) return { refused };
  return {
    parts: roots
      .map((root) => root.outerHTML)
      .join('')
      .split(ID_MARKER),
  };
};

/**
 * Sanitizes once per input string. The template comes back split at its id markers, so each copy only
 * joins the parts with its prefix.
 */
const sanitizeTemplate = (svg: string): Template | undefined => {
  let template = cache.get(svg);
  // A hit is deleted and set again below, so frequently used icons stay cached.
  if (template !== undefined) cache.delete(svg);
  else {
    const instance = getPurifier();
    if (!instance) return undefined;
    template = buildTemplate(instance, svg);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  cache.set(svg, template);
  return template;
};

export interface SanitizeSvgOptions {
  /**
   * Prepended to every id and every in-document reference (`href="#x"`, `url(#x)`), so two copies of
   * the same icon on one page do not share gradients or clip paths. Use letters, digits, `-` and `_`.
   * @default '' (ids kept as written)
   */
  idPrefix?: string;
  /**
   * Called (on every call, cached or not) when the whole icon is refused: more than 128 `<use>` elements,
   * more than 4,096 nodes once its `<use>` elements are expanded, or over 200,000 characters. The result
   * is then `''`.
   */
  onDiagnostic?: DiagnosticListener;
  /**
   * JSON pointer of the icon in its document, the `path` of a diagnostic.
   * @default ''
   */
  path?: string;
}

/**
 * Turns untrusted SVG markup into markup that is safe to insert with `innerHTML`: SVG elements only,
 * no scripts, `foreignObject`, event handlers, animation elements, `<style>` elements, external
 * `<image>`/`<use>`, links outside the document, or attributes (`style` and presentation attributes alike,
 * CSS escapes decoded) that load, import or build images from anything outside the icon. A top-level
 * `<svg>` loses `style`, `class`, `transform`, `filter`, `overflow`, `x` and `y`, so it stays in its box
 * even without the Offerkit stylesheet; a `style` that positions (`position`, `inset`, `z-index`) is
 * dropped anywhere. An icon whose `<use>` elements would expand to too many nodes is refused whole (see
 * `onDiagnostic`). Results are cached per input string. Needs a DOM (browser or jsdom): without one it
 * returns `''`, which is why `SafeSvg` renders a placeholder on the server.
 */
export const sanitizeSvg = (svg: string, options: SanitizeSvgOptions = {}): string => {
  const template = sanitizeTemplate(svg);
  if (template === undefined) return '';
  if ('refused' in template) {
    options.onDiagnostic?.({
      path: options.path ?? '',
      reason: `An inline SVG icon was dropped: ${template.refused}. Send a simpler icon.`,
      severity: 'dropped',
    });
    return '';
  }
  const parts = template.parts;
  // Most icons have no ids: their one part is the markup, with no prefix to clean or parts to join.
  return parts.length === 1
    ? (parts[0] as string)
    : parts.join((options.idPrefix ?? '').replace(/[^\w-]/g, ''));
};
