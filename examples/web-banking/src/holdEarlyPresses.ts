/** The presses held by `holdEarlyPresses`, and the two ways to stop holding them. */
export interface EarlyPresses {
  /** React has taken the buttons over: stop holding, and press each held button once more. */
  replay(): void;
  /** The page's script did not arrive: stop holding, and drop the held presses (the page asks for a reload). */
  release(): void;
}

/**
 * Holds the presses on `root`'s buttons made before the page's script took the server's markup over (the
 * cards are on the screen before React is): a customer who taps Activate while the scripts still load gets
 * the activation once React has the button, not a dead button. Submit buttons are left alone: their forms
 * (sign-in, sign-out) work without script. Only the first `replay` or `release` does anything.
 */
export function holdEarlyPresses(root: HTMLElement): EarlyPresses {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button === null || !root.contains(button) || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);
  let stopped = false;
  const stop = (): HTMLButtonElement[] => {
    if (stopped) return [];
    stopped = true;
    document.removeEventListener('click', hold, true);
    return held.splice(0);
  };
  return {
    replay: () => {
      for (const button of stop()) if (button.isConnected) button.click();
    },
    release: () => {
      stop();
    },
  };
}
