'use client';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

// `navigator.onLine` is false only when the browser knows there is no network; true means "maybe".
const getSnapshot = () => navigator.onLine !== false;
// The server renders as online: an offline notice is only ever a client-side correction.
const getServerSnapshot = () => true;

/** Whether the browser reports a network connection, following its `online` and `offline` events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
