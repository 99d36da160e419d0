import { warmNumberFormats } from '@offerkit/data';

/**
 * A worker the offers page starts first thing (`startNumberFormatWarmUp`). The first `Intl.NumberFormat`
 * a browser process builds starts its number formatting: 40–200 ms of one thread in Chromium on a desktop,
 * several times that on a phone. That start-up is shared by the whole process, so when this worker builds
 * one while the page's script is still arriving, the page's first formatted reward (during hydration)
 * costs well under a millisecond instead of a long task.
 */
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  warmNumberFormats(locale);
  self.postMessage('warm');
};
