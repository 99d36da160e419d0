import type { ReactElement } from 'react';

/** The "×" drawn in close and clear buttons; decorative (the button carries the accessible name). */
export function CloseIcon(): ReactElement {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="m5.53 4.47 4.47 4.47 4.47-4.47 1.06 1.06L11.06 10l4.47 4.47-1.06 1.06L10 11.06l-4.47 4.47-1.06-1.06L8.94 10 4.47 5.53l1.06-1.06Z" />
    </svg>
  );
}
