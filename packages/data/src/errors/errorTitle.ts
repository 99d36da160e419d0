/**
 * Error titles by status: the contract's names (400 Invalid Request, 401 Unauthorized Error, 404 Does Not
 * Exist Error, 409 Conflict Error, 500 Internal Server Error), the usual reason phrases for the others.
 */
const TITLES: Readonly<Record<number, string>> = {
  400: 'Invalid Request',
  401: 'Unauthorized Error',
  403: 'Forbidden',
  404: 'Does Not Exist Error',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict Error',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The `title` of an error object answered with `status`, as the rewards service names it, so that every
 * error Offerkit writes itself (the issuer's proxy, the sandbox) reads like one from the service.
 * `"Error 418"` for a status without a name.
 */
export function errorTitle(status: number): string {
  return TITLES[status] ?? `Error ${status}`;
}
