import { numberFormat } from './numberFormat.ts';

const PLAIN: Intl.NumberFormatOptions = Object.freeze({});

/**
 * Builds a number format for `locale` now, so that the first reward or progress figure a view model
 * formats later does not pay for it. The first `Intl.NumberFormat` a browser process builds starts the
 * browser's number formatting: 40–200 ms of the main thread in Chromium on a desktop, several times that on
 * a phone, which would otherwise fall inside the first render of the offers. `OfferkitProvider` calls it
 * while the page is idle (waiting for the offers); a page can call it in a worker of its own to take it off
 * the main thread altogether (the start-up is shared by the whole process). An invalid locale is left for
 * the view models to report.
 */
export function warmNumberFormats(locale: string | undefined): void {
  try {
    numberFormat(locale, PLAIN).format(0);
  } catch {
    // A RangeError for an invalid tag: the view model that uses it reports it, with the field it came from.
  }
}
