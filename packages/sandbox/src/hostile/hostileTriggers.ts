/**
 * The `filter[search]` values of Get Offers that ask a hostile sandbox for one hostile answer (each only
 * when its switch is on; otherwise the search runs as usual and finds nothing):
 *
 * | trigger | answer | switch |
 * | --- | --- | --- |
 * | `hostile-html` | 200 `text/html` with inline `<script>` and a same-origin `<script src>` of `hostile-js` | `mediaTypes` |
 * | `hostile-js` | 200 `text/javascript` that calls the canary | `mediaTypes` |
 * | `hostile-svg` | 200 `image/svg+xml` with `<script>` and a `<script href>` of `hostile-js` | `mediaTypes` |
 * | `hostile-error-html` | 500 `text/html` error page with `<script>` | `mediaTypes` |
 * | `hostile-redirect-302` / `hostile-redirect-307` | 302 / 307 to `internalUrl` | `redirects` |
 * | `hostile-oversized` | 200 JSON of `oversizedBytes`, streamed | `oversizedBytes` |
 * | `hostile-slow` | 200 JSON dribbled | `slowBody` |
 * | `hostile-echo` | 403 JSON error quoting every request header | `echoHeaders` |
 */
export const SANDBOX_HOSTILE_TRIGGERS = {
  html: 'hostile-html',
  js: 'hostile-js',
  svg: 'hostile-svg',
  errorHtml: 'hostile-error-html',
  redirect302: 'hostile-redirect-302',
  redirect307: 'hostile-redirect-307',
  oversized: 'hostile-oversized',
  slow: 'hostile-slow',
  echo: 'hostile-echo',
} as const;

/** The canary global every hostile script answer sets (`window.__pwned`), with the answer's name appended. */
export const SANDBOX_HOSTILE_CANARY = '__pwned';
