import { useEffect, useState } from 'react';

/**
 * `false` in the first render and `true` from the next: a component that the server rendered draws the
 * same markup first (so the page's script takes it over as it is), then what only the browser can draw.
 */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
