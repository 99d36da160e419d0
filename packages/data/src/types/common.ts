/** A JSON:API-like reference to another resource. */
export interface ResourceIdentifier<Type extends string = string> {
  type: Type;
  id: string;
}

/** `links` of a paged document: relative paths with their query, `null` at the ends. */
export interface PageLinks {
  self?: string | null;
  prev?: string | null;
  next?: string | null;
}

/** An amount in cents, as carried by the extra offer attributes (`minRewardAmount`, ...). */
export interface CentsAmount {
  type: 'CENTS' | (string & {});
  value: number;
}
