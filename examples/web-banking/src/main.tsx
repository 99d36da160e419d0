import '@offerkit/components/styles.css';
import './bank.css';
import { watchImpressionsBeforeHydration } from '@offerkit/hooks';
import { BANK_LOCALE } from './bankLocale.ts';
import { holdEarlyPresses } from './holdEarlyPresses.ts';
import { startNumberFormatWarmUp } from './startNumberFormatWarmUp.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element to render the bank page into.');

// The offers' rewards and progress are formatted numbers: the browser's number formatting starts up
// in a worker while the page's script arrives, not as a long task of the main thread during hydration.
if (location.pathname.startsWith('/offers')) startNumberFormatWarmUp(BANK_LOCALE);

// The server sends both pages drawn (the sign-in form; the chrome and the first offers). A module script
// that is ready when the HTML is parsed runs before the browser paints it, so the page would appear only
// after React and the experience were evaluated. This entry holds just the stylesheets (so they stay
// render-blocking links in the HTML) and starts the page's script after the first paint; `/offers`
// preloads that script's chunks only when it shows the loading status. Presses on the drawn page until
// React has taken it over are held and replayed then, and the drawn cards are watched for impressions
// (no React: a few kB); `data-live` on the root says it has (for tests and monitoring).
const earlyPresses = holdEarlyPresses(root);
// Cards the customer sees before then count as merchants expect: one in view for a second has its logo
// drawn (its impression recorded) as soon as it is live. The same policy as the page's provider: default.
const stopEarlyImpressions = watchImpressionsBeforeHydration(root);
const takenOver = () => {
  stopEarlyImpressions();
  earlyPresses.replay();
  root.dataset.live = 'true';
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  import('./startPage.tsx').then(
    ({ startPage }) => startPage(root, takenOver),
    (error: unknown) => {
      console.error(error);
      // Nothing will take the buttons over: stop swallowing clicks (the bank's other scripts get them
      // again) and drop the held presses, which must not fire after a later recovery.
      earlyPresses.release();
      stopEarlyImpressions();
      const alert = document.createElement('p');
      alert.className = 'wb-status';
      alert.setAttribute('role', 'alert');
      alert.textContent =
        'This page could not finish loading (a script did not arrive): reload it to try again.';
      root.prepend(alert);
    },
  );
};
// After the next frame is painted (a task queued from a frame callback runs after that frame). A hidden
// tab paints no frame: the timer starts the page anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 300);
