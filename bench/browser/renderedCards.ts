/**
 * Which cards rendered in each React commit, read from the committed fiber tree the way React DevTools'
 * profiler reads it: a component fiber rendered when it carries the `PerformedWork` flag, and a subtree
 * whose child pointer is unchanged was skipped entirely. A `<Profiler>` around a card cannot tell this
 * apart: it fires whenever its parent re-creates it, even when a memoized card inside bails out.
 *
 * Needs the hook installed by render.html in the profiling build.
 */

/** The fields of a React fiber this reads (React 19). */
interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  flags: number;
  memoizedProps: Record<string, unknown> | null;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

interface FiberRoot {
  current: Fiber;
}

declare global {
  interface Window {
    __offerkitCommitListeners?: Set<(root: FiberRoot) => void>;
  }
}

const PERFORMED_WORK = 1;
/** Function, class, forwardRef, memo and simple memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

/**
 * Records, between `start()` and `stop()`, the ids of cards in which any component rendered. `cardOf`
 * says whether a fiber is a card boundary and returns its offer id.
 */
export function watchRenderedCards(
  cardOf: (fiber: {
    type: unknown;
    elementType: unknown;
    props: Record<string, unknown> | null;
  }) => string | undefined,
) {
  const listeners = window.__offerkitCommitListeners;
  if (listeners === undefined)
    throw new Error('the React DevTools hook of render.html is missing (profiling build only)');
  const rendered = new Set<string>();
  const perCommit: number[] = [];
  let commit = new Set<string>();
  let recording = false;

  const walk = (fiber: Fiber, card: string | undefined) => {
    const id =
      cardOf({ type: fiber.type, elementType: fiber.elementType, props: fiber.memoizedProps }) ?? card;
    if (id !== undefined && COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
      rendered.add(id);
      commit.add(id);
    }
    // Unchanged child pointer: React skipped the whole subtree in this commit.
    if (fiber.alternate !== null && fiber.alternate.child === fiber.child) return;
    for (let child = fiber.child; child !== null; child = child.sibling) walk(child, id);
  };
  const listener = (root: FiberRoot) => {
    if (!recording) return;
    commit = new Set();
    walk(root.current, undefined);
    perCommit.push(commit.size);
  };
  listeners.add(listener);
  return {
    start() {
      rendered.clear();
      perCommit.length = 0;
      recording = true;
    },
    /** The cards that rendered, and how many rendered in each commit. */
    stop(): { cards: string[]; perCommit: number[] } {
      recording = false;
      listeners.delete(listener);
      return { cards: [...rendered], perCommit: [...perCommit] };
    },
  };
}
