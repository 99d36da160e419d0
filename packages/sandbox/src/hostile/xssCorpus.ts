/**
 * The XSS corpus: hostile strings that a compromised rewards service (or a merchant's campaign tool) could
 * put in any text or inline-SVG field of an offer. Pure data, no DOM: the sandbox's hostile mode serves it
 * in every slot of its hostile offers, and a test of your own can inject it wherever it likes.
 *
 * Every script payload calls the canary `__okXss('<vector id>')` (or opens a dialog), and every payload
 * that would load something aims at {@link XSS_EVIL_ORIGIN}, so a test can tell exactly which vector got
 * through: the canary's argument, the dialog's message or the request's path names it.
 */
import { PARSER_PAYLOADS } from './xss/parserPayloads.ts';
import { js, SVG_OPEN, type Template } from './xss/payloadParts.ts';
import { SCRIPT_PAYLOADS } from './xss/scriptPayloads.ts';
import { SVG_FEATURE_PAYLOADS } from './xss/svgFeaturePayloads.ts';
import { URL_PAYLOADS } from './xss/urlPayloads.ts';
import type { XssFamily, XssVector } from './xss/XssVector.ts';
import { XSS_EVENT_HANDLER_NAMES } from './xss/xssEventHandlerNames.ts';

/** Hand-written vectors per family, in the corpus's order; `id` is the vector id the payload reports with. */
const HAND_WRITTEN: Record<XssFamily, Record<string, Template>> = {
  script: SCRIPT_PAYLOADS.script,
  'event-handler': SCRIPT_PAYLOADS['event-handler'],
  'javascript-url': SCRIPT_PAYLOADS['javascript-url'],
  'data-url': URL_PAYLOADS['data-url'],
  'external-use': URL_PAYLOADS['external-use'],
  'foreign-object': SVG_FEATURE_PAYLOADS['foreign-object'],
  animation: SVG_FEATURE_PAYLOADS.animation,
  style: SVG_FEATURE_PAYLOADS.style,
  'cdata-entity': PARSER_PAYLOADS['cdata-entity'],
  namespace: PARSER_PAYLOADS.namespace,
  mutation: PARSER_PAYLOADS.mutation,
  'remote-image': URL_PAYLOADS['remote-image'],
  'html-text': PARSER_PAYLOADS['html-text'],
};

const fromHandlers = (): XssVector[] =>
  XSS_EVENT_HANDLER_NAMES.map((name) => {
    const id = `handler-${name.toLowerCase()}`;
    return {
      id,
      family: 'event-handler' as const,
      // On the root, on a shape and on an animation element: whichever the browser would fire it on.
      payload: `${SVG_OPEN.replace('<svg ', `<svg ${name}="${js(id)}" `)}<rect width="24" height="24" ${name}="${js(id)}"/><animate attributeName="x" to="1" dur="1ms" ${name}="${js(id)}"/></svg>`,
    };
  });

const fromTemplates = (): XssVector[] =>
  Object.entries(HAND_WRITTEN).flatMap(([family, templates]) =>
    Object.entries(templates).map(([id, template]) => ({
      id,
      family: family as XssFamily,
      payload: template(id),
    })),
  );

/** Every vector: one per event-handler name, then the hand-written ones of each family. */
export const XSS_VECTORS: readonly XssVector[] = [...fromHandlers(), ...fromTemplates()];
