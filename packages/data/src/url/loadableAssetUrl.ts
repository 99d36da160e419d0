/**
 * The start of a URL an asset may be loaded from: an absolute http(s) URL with a host, or an image data
 * URL. The scheme's `//` is required: `https:logo.png` is absolute to the URL parser on its own, but a
 * page on https reads it as a path of its own origin.
 */
const LOADABLE_START = /^(?:https?:\/\/[^/?#\\]|data:image\/(?:png|gif|jpe?g|webp|avif|svg\+xml)[;,])/i;
/** Whitespace of any kind at the end (the start is held by `LOADABLE_START`). */
const TRAILING_SPACE = /\s$/;
/** C0 and C1 controls and DEL anywhere (outside printable ASCII and U+00A0 up), which parsers drop. */
const CONTROL = /[^\x20-\x7e\xa0-\uffff]/;
/** A page of each web scheme: the URL must mean the same wherever it is drawn. */
const PAGES = ['https://page.invalid/a/', 'http://page.invalid/a/'];

/**
 * URLs the policy let load, remembered (at most 500): every card asks for its logo on every render, and
 * three URL parses cost more than the rest of its view. A refused value is rare, and checked each time.
 */
const loadable = new Map<string, string>();

function checkedAssetUrl(url: string): string | undefined {
  if (
    !LOADABLE_START.test(url) ||
    TRAILING_SPACE.test(url) ||
    CONTROL.test(url) ||
    (url.includes('\\') && !/^data:/i.test(url))
  ) {
    return undefined;
  }
  try {
    const parsed = new URL(url);
    if (parsed.username !== '' || parsed.password !== '') return undefined;
    for (const page of PAGES) if (new URL(url, page).href !== parsed.href) return undefined;
    return parsed.href;
  } catch {
    return undefined;
  }
}

/**
 * The asset URL policy of every Offerkit view (offer logos and banners, earned-reward logos): the URL to
 * load, or `undefined` when the value may not be loaded as an image. Only a value that is exactly an
 * absolute `http:`/`https:` URL with a host and no credentials (`user:pass@`), or an image `data:` URL,
 * passes: no whitespace of any kind before or after it (`trim()` removes U+00A0, U+FEFF, U+3000, U+2028
 * that the URL parser keeps, making a path of the page's own origin), no control characters, no backslash
 * in a web URL, and it must parse to the same URL without a base as against any page.
 *
 * The result is the parsed URL (`href`): what the browser requests for the value, since it parses it the
 * same way. It equals the value except where the URL standard normalizes it (a lower-case scheme and host,
 * a default port left out, `/` for an empty path, a space written `%20`, dot segments resolved), so the
 * request, and the attribution it records, is the one the service's URL names.
 */
export function loadableAssetUrl(url: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  let answer = loadable.get(url);
  if (answer === undefined) {
    answer = checkedAssetUrl(url);
    // Not a long inline data URL: those are checked each time rather than kept.
    if (answer !== undefined && url.length < 2001) {
      if (loadable.size > 499) loadable.clear();
      loadable.set(url, answer);
    }
  }
  return answer;
}
