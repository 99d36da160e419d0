import {
  isOfferkitError,
  OfferkitError,
  RewardsApiError,
  RewardsDecodeError,
  RewardsNetworkError,
  RewardsRequestError,
} from '@offerkit/data';

describe('errors', () => {
  it('RewardsApiError carries status and error objects, with a message built from them', () => {
    const error = new RewardsApiError(400, [
      {
        status: '400',
        title: 'Invalid Request',
        detail: 'Unknown supportedComponents value',
        source: { parameter: 'supportedComponents' },
      },
      { status: '400', title: 'Invalid Request', detail: 'Invalid Request' },
    ]);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect(error).toBeInstanceOf(OfferkitError);
    expect(error).toBeInstanceOf(Error);
    expect(error.kind).toBe('api');
    expect(error.name).toBe('RewardsApiError');
    expect(error.status).toBe(400);
    expect(error.errors).toHaveLength(2);
    expect(error.message).toBe(
      'The rewards service answered 400: Invalid Request: Unknown supportedComponents value (at supportedComponents); Invalid Request',
    );
  });

  it('RewardsApiError without error objects still says the status', () => {
    expect(new RewardsApiError(502, []).message).toBe('The rewards service answered 502');
  });

  it('RewardsNetworkError says whether it timed out and keeps the cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new RewardsNetworkError('offline', { cause });
    expect(error.kind).toBe('network');
    expect(error.timedOut).toBe(false);
    expect(error.cause).toBe(cause);
    expect(new RewardsNetworkError('slow', { timedOut: true }).timedOut).toBe(true);
  });

  it('RewardsDecodeError carries diagnostics', () => {
    const diagnostics = [{ path: '/data', reason: 'not an array', severity: 'dropped' as const }];
    const error = new RewardsDecodeError('bad', diagnostics);
    expect(error.kind).toBe('decode');
    expect(error.diagnostics).toEqual(diagnostics);
    expect(error.name).toBe('RewardsDecodeError');
  });

  it('RewardsRequestError has kind request', () => {
    const error = new RewardsRequestError('refused');
    expect(error.kind).toBe('request');
    expect(error).toBeInstanceOf(OfferkitError);
  });

  it('isOfferkitError recognizes every kind, and by kind alone', () => {
    expect(isOfferkitError(new RewardsApiError(500, []))).toBe(true);
    expect(isOfferkitError(new RewardsNetworkError('x'))).toBe(true);
    expect(isOfferkitError(new RewardsDecodeError('x'))).toBe(true);
    expect(isOfferkitError(new RewardsRequestError('x'))).toBe(true);
    // An error from another copy of the package: same shape, different class.
    expect(isOfferkitError(Object.assign(new Error('x'), { kind: 'network' }))).toBe(true);
    expect(isOfferkitError(new Error('x'))).toBe(false);
    expect(isOfferkitError(Object.assign(new Error('x'), { kind: 'other' }))).toBe(false);
    expect(isOfferkitError({ kind: 'api' })).toBe(false);
  });
});
