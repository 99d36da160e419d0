/**
 * Holds the presses on `root`'s buttons made before the page's script took the server's markup over (the
 * cards are on the screen before React is), and returns the function that replays them once React
 * has taken the buttons over (calls after the first do nothing): a customer who taps Activate while the
 * scripts still load gets the activation, not a dead button. Submit buttons are left alone: their forms (sign-in, sign-out) work without script.
 */
export function holdEarlyPresses(root: HTMLElement): () => void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button === null || !root.contains(button) || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    for (const button of held) if (button.isConnected) button.click();
  };
}
