import { XSS_CANARY } from './xssTargets.ts';

/** The JavaScript a payload runs: the canary with its own id. Single quotes only, so it fits any attribute. */
export const js = (id: string): string => `${XSS_CANARY}('${id}')`;

/** `btoa` for ASCII payloads, in Node and browsers alike. */
export const base64 = (text: string): string => globalThis.btoa(text);

/** `&#NN;` for every character: entity-encoded attribute values and script bodies. */
export const decimalEntities = (text: string): string =>
  Array.from(text, (char) => `&#${char.codePointAt(0)};`).join('');

/** `&#xNN;` for every character. */
export const hexEntities = (text: string): string =>
  Array.from(text, (char) => `&#x${(char.codePointAt(0) ?? 0).toString(16)};`).join('');

export const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">';
export const SHAPE = '<rect width="24" height="24"/>';

/** A payload built around its vector id. */
export type Template = (id: string) => string;

/** A 9×9 rectangle with `attributes`, alone in an SVG: the carrier of most style and URL payloads. */
export const rect9 = (attributes: string): string =>
  `${SVG_OPEN}<rect width="9" height="9" ${attributes}/></svg>`;
