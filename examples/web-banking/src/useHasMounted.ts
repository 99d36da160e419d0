import { useEffect, useState } from 'react';

/**
 * `false` in the first render and `true` from the next: a component that the server rendered draws the
 * same markup first (so the page's script takes it over as it is), then what only the browser can draw.
 * `true` from the first render when the server already drew that part (`drawnByServer`): then mounting
 * changes nothing and re-renders nothing. That matters under a Suspense boundary still waiting for its
 * code: an update there would make React throw the server's markup away and draw it again.
 */
export function useHasMounted(drawnByServer = false): boolean {
  const [mounted, setMounted] = useState(drawnByServer);
  useEffect(() => setMounted(true), []);
  return mounted;
}
