/** One member of an error document's `errors` array. */
export interface ErrorObject {
  /** Status code of the failure, as a string such as `"400"`. */
  status: string;
  /** Name of the error, e.g. `Invalid Request`. */
  title: string;
  /** Description of this occurrence. */
  detail: string;
  /** Primary source of the error. */
  source?: ErrorSource;
  /** Id of the resource that caused the error; always present on multi-status errors. */
  id?: string;
}

export interface ErrorSource {
  /** JSON pointer into the request document. */
  pointer?: string;
  /** URI query parameter. */
  parameter?: string;
  /** Request header name. */
  header?: string;
}

/** `{errors: [error object]}`: the body of every error response. */
export interface ErrorDocument {
  errors: ErrorObject[];
}
