import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** What the library asked DOMPurify to do since the last `resetSanitizeStats()`. */
export interface SanitizeStats {
  /** `sanitize` calls on instances the library created. */
  calls: number;
  /** Milliseconds spent inside those calls. */
  ms: number;
  /** Calls per input string. */
  perString: Map<string, number>;
}

export const sanitizeStats: SanitizeStats = { calls: 0, ms: 0, perString: new Map() };

export function resetSanitizeStats(): void {
  sanitizeStats.calls = 0;
  sanitizeStats.ms = 0;
  sanitizeStats.perString.clear();
}

/**
 * Stands in for `dompurify` in the bench bundle (see `countDompurify` in bench/lib/bundle.ts): the same
 * factory, but every instance it creates counts and times its `sanitize` calls. Nothing else changes.
 */
function countingFactory(root?: WindowLike): DOMPurify {
  const instance = createDOMPurify(root);
  const sanitize = instance.sanitize.bind(instance) as (input: string | Node, config?: object) => unknown;
  instance.sanitize = ((input: string | Node, config?: object) => {
    const start = performance.now();
    try {
      return sanitize(input, config);
    } finally {
      sanitizeStats.ms += performance.now() - start;
      sanitizeStats.calls += 1;
      const key = typeof input === 'string' ? input : '[node]';
      sanitizeStats.perString.set(key, (sanitizeStats.perString.get(key) ?? 0) + 1);
    }
  }) as DOMPurify['sanitize'];
  return instance;
}

// The default export is both a ready instance and the factory, as DOMPurify's own is.
const counting = Object.assign(
  countingFactory,
  countingFactory(typeof window === 'undefined' ? undefined : window),
);
export default counting;
