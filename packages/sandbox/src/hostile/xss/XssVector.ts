/** Where a vector comes from. */
export type XssFamily =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'data-url'
  | 'external-use'
  | 'foreign-object'
  | 'animation'
  | 'style'
  | 'cdata-entity'
  | 'namespace'
  | 'mutation'
  | 'remote-image'
  | 'html-text';

export interface XssVector {
  /** Unique, `[a-z0-9-]` only: it is embedded in the payload's JavaScript and URLs. */
  id: string;
  family: XssFamily;
  /** The hostile string, injected as is into a text or SVG field. */
  payload: string;
}
