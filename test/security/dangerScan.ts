/**
 * Finds anything in rendered Offerkit markup that could run script, load from elsewhere or leave the
 * page: the structural half of the XSS checks (the other half watches a canary, dialogs and requests).
 * DOM only, no test framework: runs in jsdom and in Chromium alike.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Elements that never belong in an Offerkit view: they run script, embed documents, load or submit. */
const FORBIDDEN_ANYWHERE = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'foreignobject',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'textarea',
  'select',
  'template',
  'noscript',
  'math',
  'audio',
  'video',
  'source',
  'picture',
  'marquee',
  'portal',
]);

/** SVG elements an icon may keep after sanitizing: shapes, structure, paint servers and filters. */
const ICON_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textpath',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feblend',
  'fecolormatrix',
  'fecomponenttransfer',
  'fecomposite',
  'feconvolvematrix',
  'fediffuselighting',
  'fedisplacementmap',
  'fedistantlight',
  'fedropshadow',
  'feflood',
  'fefunca',
  'fefuncb',
  'fefuncg',
  'fefuncr',
  'fegaussianblur',
  'femerge',
  'femergenode',
  'femorphology',
  'feoffset',
  'fepointlight',
  'fespecularlighting',
  'fespotlight',
  'fetile',
  'feturbulence',
  'switch',
  'view',
  // In DOMPurify's SVG profile; harmless once its href may only be an in-document fragment (and Chromium
  // does not implement it).
  'tref',
]);

/** Attributes that load, navigate or submit when they hold a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'srcset',
  'srcdoc',
  'action',
  'formaction',
  'poster',
  'data',
  'ping',
  'background',
  'codebase',
  'lowsrc',
  'dynsrc',
]);

/** An absolute http(s) URL. */
const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** An image data URL, the one non-http(s) form asset URLs may take. */
const isImageDataUrl = (value: string): boolean =>
  /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(value);

const describeElement = (element: Element): string => {
  const name = element.localName;
  const classes = element.getAttribute('class');
  return classes ? `<${name} class="${classes}">` : `<${name}>`;
};

/**
 * Every problem under `root`, as readable strings (empty when clean):
 * - anywhere: an `on*` attribute, a forbidden element, a `url(` in a `style` attribute, `javascript:` or
 *   another non-http(s), non-`tel:` URL in a link, an image that is not http(s) or `data:image/…`;
 * - inside `.ok-SafeSvg`: anything that is not an allowed SVG element, a reference that is not an
 *   in-document fragment, a `url(` that is not `url(#…)`.
 */
export function dangerScan(root: Element): string[] {
  const findings: string[] = [];
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const name = element.localName.toLowerCase();
    const inIcon = element.closest('.ok-SafeSvg') !== null && !element.classList.contains('ok-SafeSvg');
    if (FORBIDDEN_ANYWHERE.has(name)) findings.push(`forbidden element ${describeElement(element)}`);
    if (inIcon) {
      if (element.namespaceURI !== SVG_NS)
        findings.push(`non-SVG element in an icon: ${describeElement(element)}`);
      else if (!ICON_ELEMENTS.has(name))
        findings.push(`SVG element not allowed in an icon: ${describeElement(element)}`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const attr = attribute.name.toLowerCase();
      const value = attribute.value;
      if (attr.startsWith('on')) findings.push(`event handler ${attr} on ${describeElement(element)}`);
      if (attr === 'style' && /url\s*\(|@import|expression\s*\(/i.test(value)) {
        findings.push(`style that loads on ${describeElement(element)}: ${value.slice(0, 80)}`);
      }
      if (inIcon) {
        if ((attr === 'href' || attr.endsWith(':href')) && !value.startsWith('#')) {
          findings.push(`icon reference outside the icon: ${attr}="${value.slice(0, 80)}"`);
        }
        for (const match of value.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)/gi)) {
          if (!(match[2] ?? '').startsWith('#'))
            findings.push(`icon url() outside the icon: ${value.slice(0, 80)}`);
        }
        if (URL_ATTRIBUTES.has(attr) && attr !== 'href' && attr !== 'xlink:href') {
          findings.push(`URL attribute ${attr} in an icon`);
        }
        continue;
      }
      if (!URL_ATTRIBUTES.has(attr)) continue;
      if (name === 'img' && attr === 'src') {
        if (!isHttpUrl(value) && !isImageDataUrl(value))
          findings.push(`image URL not allowed: ${value.slice(0, 80)}`);
      } else if (name === 'a' && attr === 'href') {
        // http(s) links (the merchant website) and the `tel:` links of locations (digits and + only).
        if (!isHttpUrl(value) && !/^tel:[\d+]+$/.test(value)) {
          findings.push(`link that is not http(s): ${value.slice(0, 80)}`);
        }
      } else {
        findings.push(`URL attribute ${attr} on ${describeElement(element)}`);
      }
    }
  }
  return findings;
}
