/**
 * The hostile-service mode of the sandbox: what a compromised or broken rewards service (or a gateway in
 * front of it) could answer. `hostile: true` turns every switch on with its default; an object turns on
 * only the switches it sets (`{mediaTypes: true}`), with the values it gives.
 *
 * Hostile answers are asked for by the request, so the good offers and actions keep working next to them:
 * `filter[search]` on Get Offers names the answer (see `SANDBOX_HOSTILE_TRIGGERS`), the hostile offers
 * sit on the first page of every offers list, and their CTAs trigger the hostile action answers.
 */
export interface SandboxHostileOptions {
  /**
   * Get Offers answers `text/html` (with `<script>`), `text/javascript` and `image/svg+xml` bodies, and an
   * error as a `text/html` page, for the `html`, `js`, `svg` and `errorHtml` triggers; the HTML and SVG
   * pages load the JavaScript answer as a same-origin `<script src>` (relative URL, so it comes back
   * through whatever proxy served the page).
   * @default false (true with `hostile: true`)
   */
  mediaTypes?: boolean;
  /**
   * Get Offers answers `302` / `307` to {@link internalUrl} for the `redirect302` / `redirect307`
   * triggers, and the hostile redirect offer's activate POST answers `307` there.
   * @default false (true with `hostile: true`)
   */
  redirects?: boolean;
  /**
   * Where the redirects and hostile storage URLs point: an "internal" address a bank's server must never
   * reach. Each answer adds its own path below it (`iam/security-credentials/`, `activate`, `upload/{id}`,
   * `reconciliation/{name}`). `startSandboxServer` starts a canary server on 127.0.0.1 for it (its hits are in
   * `server.internal.hits`) unless one is given here.
   * @default 'http://127.0.0.1:9/latest/meta-data/' (nothing listens there); the canary with startSandboxServer
   */
  internalUrl?: string;
  /**
   * Size in bytes of the JSON body the `oversized` trigger streams (produced chunk by chunk as it is read,
   * never held whole by the sandbox); `0` turns it off.
   * @default 0 (64 MiB with `hostile: true` or `true`)
   */
  oversizedBytes?: number | boolean;
  /**
   * The `slow` trigger dribbles a valid empty offers document `chunkBytes` at a time, one chunk every
   * `intervalMs`.
   * @default false (`{chunkBytes: 16, intervalMs: 50}` with `hostile: true` or `true`)
   */
  slowBody?: boolean | { chunkBytes: number; intervalMs: number };
  /**
   * The `echo` trigger, and the hostile echo offer's activate POST, answer `403` with an error document
   * that quotes every request header, `Authorization` included: a proxy must never relay it.
   * @default false (true with `hostile: true`)
   */
  echoHeaders?: boolean;
  /**
   * The first page of every offers list ends with the hostile offers: the XSS corpus in every text, URL
   * and SVG slot, negative and absurd amounts, bidi overrides, whitespace-prefixed and credentialed asset
   * URLs, SVG icons with escaped `url(`, `image-set(`, `position:fixed` and `<use>` fan-out, and the
   * offers whose actions redirect, echo or answer HTML, after the catalog's good offers.
   * @default false (true with `hostile: true`)
   */
  offers?: boolean;
  /**
   * The `<use>` fan-out icon of the hostile offers: `perLevel` references per level, `levels` deep (the
   * default draws 3^10 = 59,049 shapes from 31 elements and freezes a tab that keeps it); `false` leaves that
   * offer out, e.g. to test the rest on a page that would otherwise freeze.
   * @default {perLevel: 3, levels: 10}
   */
  useFanOut?: false | { perLevel: number; levels: number };
  /**
   * Hostile storage: upload URLs that 307 to {@link internalUrl} (even file indexes) or point at it directly
   * over plain `http:` (odd indexes); reconciliation files whose download redirects to it, a daily file
   * sent as a gzip bomb and a monthly CSV with one huge cell.
   * @default false (true with `hostile: true`)
   */
  storage?: boolean;
  /**
   * What the gzip bomb inflates to, in bytes (it is sent compressed, about a thousandth of that, and never
   * inflated by the sandbox).
   * @default 1.25 GiB
   */
  gzipBombBytes?: number;
  /**
   * Size in bytes of the huge cell of the hostile monthly CSV (streamed lazily).
   * @default 200 MB
   */
  hugeCellBytes?: number;
}

/** The hostile switches in force, after defaults (`sandbox.hostile`). */
export interface SandboxHostileSwitches {
  mediaTypes: boolean;
  redirects: boolean;
  internalUrl: string;
  oversizedBytes: number;
  slowBody: { chunkBytes: number; intervalMs: number } | undefined;
  echoHeaders: boolean;
  offers: boolean;
  useFanOut: { perLevel: number; levels: number } | undefined;
  storage: boolean;
  gzipBombBytes: number;
  hugeCellBytes: number;
}

/** Where redirects point when nothing else is given: loopback, a port nothing listens on. */
export const DEFAULT_INTERNAL_URL = 'http://127.0.0.1:9/latest/meta-data/';
const MIB = 1024 * 1024;
const DEFAULT_SLOW_BODY = { chunkBytes: 16, intervalMs: 50 };

function wholeNumber(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new TypeError(
      `createSandbox: hostile.${name} must be a whole number of at least ${min}, received ${String(value)}.`,
    );
  }
  return value;
}

/** Applies the defaults of {@link SandboxHostileOptions}; `undefined` when the mode is off. */
export function resolveHostileOptions(
  hostile: boolean | SandboxHostileOptions | undefined,
): SandboxHostileSwitches | undefined {
  if (hostile === undefined || hostile === false) return undefined;
  const all = hostile === true;
  const given: SandboxHostileOptions = all ? {} : hostile;
  const on = (value: boolean | undefined): boolean => (all ? true : value === true);
  const internalUrl = given.internalUrl ?? DEFAULT_INTERNAL_URL;
  let parsed: URL | undefined;
  try {
    parsed = new URL(internalUrl);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new TypeError(
      `createSandbox: hostile.internalUrl "${internalUrl}" is not an absolute http(s) URL; give e.g. http://127.0.0.1:4099/internal.`,
    );
  }
  // A base for the paths the answers add (`iam/security-credentials/`, `upload/{id}`…).
  if (!parsed.pathname.endsWith('/')) parsed.pathname = `${parsed.pathname}/`;
  const oversized = all ? true : given.oversizedBytes;
  const slow = all ? true : given.slowBody;
  return {
    mediaTypes: on(given.mediaTypes),
    redirects: on(given.redirects),
    internalUrl: parsed.href,
    oversizedBytes:
      oversized === true
        ? 64 * MIB
        : oversized === undefined || oversized === false
          ? 0
          : wholeNumber('oversizedBytes', oversized, 0),
    slowBody:
      slow === true
        ? DEFAULT_SLOW_BODY
        : slow === undefined || slow === false
          ? undefined
          : {
              chunkBytes: wholeNumber('slowBody.chunkBytes', slow.chunkBytes, 1),
              intervalMs: wholeNumber('slowBody.intervalMs', slow.intervalMs, 0),
            },
    echoHeaders: on(given.echoHeaders),
    offers: on(given.offers),
    useFanOut:
      given.useFanOut === false
        ? undefined
        : {
            perLevel: wholeNumber('useFanOut.perLevel', given.useFanOut?.perLevel ?? 3, 1),
            levels: wholeNumber('useFanOut.levels', given.useFanOut?.levels ?? 10, 1),
          },
    storage: on(given.storage),
    gzipBombBytes: wholeNumber('gzipBombBytes', given.gzipBombBytes ?? 1280 * MIB, 1),
    hugeCellBytes: wholeNumber('hugeCellBytes', given.hugeCellBytes ?? 200_000_000, 1),
  };
}
