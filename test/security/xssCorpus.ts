/**
 * The XSS corpus now lives in the sandbox (`@offerkit/sandbox`), whose hostile mode serves it in every slot
 * of its hostile offers; the suites here and in test/browser/security keep importing it from this file.
 */
export {
  XSS_CANARY as CANARY,
  XSS_EVENT_HANDLER_NAMES as EVENT_HANDLER_NAMES,
  XSS_EVIL_HOST as EVIL_HOST,
  XSS_EVIL_ORIGIN as EVIL_ORIGIN,
  XSS_VECTORS,
  type XssFamily,
  type XssVector,
} from '@offerkit/sandbox';
