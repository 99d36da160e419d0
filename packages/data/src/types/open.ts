/**
 * A string enum the service may extend: the known literals keep autocompletion, and any other string
 * is still accepted (the contract says new values may be added).
 */
export type Open<Known extends string> = Known | (string & {});
