/**
 * The external-link URL policy (an offer's `websiteUrl`): the URL to link to when `value` is an absolute
 * `http:` or `https:` URL with a host and no credentials (`user:pass@`), else `undefined`. Anything else
 * (`javascript:`, `data:`, relative paths, garbage) is never made into a link. Returns the parsed form, which has control characters and
 * surrounding whitespace removed. Open the link in a new tab with `rel="noopener noreferrer"`.
 */
export function safeExternalUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // Credentials in a link are a phishing device (`https://bank.example@evil.example/`) and never needed.
  if (url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
