import { EVENT_HANDLER_NAMES } from './xssCorpus.ts';

/**
 * The `on*` handler properties that `targets` expose (through their whole prototype chains), and those of
 * them the XSS corpus has no vector for: a runtime's handlers the corpus must name.
 */
export function unlistedEventHandlers(targets: readonly object[]): { exposed: number; unlisted: string[] } {
  const known = new Set(EVENT_HANDLER_NAMES.map((name) => name.toLowerCase()));
  const exposed = new Set<string>();
  for (const target of targets) {
    for (let proto = Object.getPrototypeOf(target); proto !== null; proto = Object.getPrototypeOf(proto)) {
      for (const key of Object.getOwnPropertyNames(proto)) if (/^on[a-z]/.test(key)) exposed.add(key);
    }
  }
  return { exposed: exposed.size, unlisted: [...exposed].filter((name) => !known.has(name)).sort() };
}
