import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` on the server: neither runs there, but React 18's server
 * renderer warns about every `useLayoutEffect` it meets (React 19 no longer does).
 */
export const useClientLayoutEffect: typeof useLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;
