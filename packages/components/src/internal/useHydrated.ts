'use client';
import { useSyncExternalStore } from 'react';

const unsubscribe = () => {};
// Nothing to subscribe to (the value changes once, on hydration): one shared no-op, no closure per use.
const subscribe = () => unsubscribe;
const onClient = () => true;
const onServer = () => false;

/**
 * `false` on the server and during hydration, `true` afterwards (and at once in client-only renders),
 * so markup that needs the DOM appears one render after hydration without a mismatch.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribe, onClient, onServer);
