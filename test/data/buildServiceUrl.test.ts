import { RewardsApiError, RewardsRequestError } from '@offerkit/data';
import { buildIssuerUrl, buildServiceUrl, createTransport } from '@offerkit/data/backend';

describe('buildIssuerUrl', () => {
  it('encodes each segment and query value, keeping names and order as given', () => {
    expect(
      buildIssuerUrl(
        { baseUrl: 'https://svc.test/api/', organizationId: 'org 1' },
        ['users', 'a?b'],
        [
          ['fileType', 'daily&x'],
          ['page[size]', '5'],
        ],
      ),
    ).toBe('https://svc.test/api/v2/issuers/org%201/users/a%3Fb?fileType=daily%26x&page[size]=5');
  });

  it('refuses an empty segment or organization id', () => {
    expect(() => buildIssuerUrl({ baseUrl: 'https://svc.test', organizationId: 'o' }, ['users', ''])).toThrow(
      RewardsRequestError,
    );
    expect(() => buildIssuerUrl({ baseUrl: 'https://svc.test', organizationId: '' }, ['users'])).toThrow(
      /organizationId/,
    );
  });
});

describe('buildServiceUrl', () => {
  it('appends the path and query byte for byte, after the base path', () => {
    const path =
      '/v2/issuers/o/users/u%2D1/offers?supportedComponents=tags&include=offer&filter[search]=caf%C3%A9';
    expect(buildServiceUrl('https://svc.test/prefix', path)).toBe(`https://svc.test/prefix${path}`);
  });

  it.each([
    ['v2/no-slash', /single "\/"/],
    ['//evil.test/v2', /single "\/"/],
    ['/v2/../admin', /"\." and "\.\."/],
    ['/v2/%2E%2e/admin', /"\." and "\.\."/],
    ['/v2/./x', /"\." and "\.\."/],
    ['/v2/a%2fb', /encoded slash/],
    ['/v2/a%5Cb', /encoded slash/],
    ['/v2/a\\b', /backslash/],
    ['/v2/a b', /whitespace/],
    ['/v2//x', /empty path segment/],
    ['/v2/x#frag', /fragment/],
  ])('refuses %j', (path, reason) => {
    expect(() => buildServiceUrl('https://svc.test', path)).toThrow(reason);
  });

  it('leaves dots and encoded slashes in the query alone', () => {
    expect(buildServiceUrl('https://svc.test', '/v2/x?q=..%2f')).toBe('https://svc.test/v2/x?q=..%2f');
  });
});

describe('createTransport', () => {
  it('sends a body with its own headers under the transport’s, and returns any status as it came', async () => {
    const seen: Headers[] = [];
    const transport = createTransport({
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers));
        expect(init?.body).toBe('{"a":1}');
        return Response.json(
          { errors: [{ status: '409', title: 'Conflict Error', detail: 'exists' }] },
          { status: 409 },
        );
      }) as typeof fetch,
      getHeaders: () => ({ authorization: 'Bearer mine' }),
    });
    const request = {
      method: 'POST',
      url: 'https://svc.test/v2/x',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', authorization: 'Bearer theirs' },
    };
    const response = await transport.exchange(request);
    expect(response.status).toBe(409);
    expect(seen[0]?.get('authorization')).toBe('Bearer mine');
    expect(seen[0]?.get('content-type')).toBe('application/json');
    const error = transport.apiError(response);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect(error.errors[0]?.detail).toBe('exists');
    await expect(transport.send(request, (json) => json)).rejects.toMatchObject({ status: 409 });
  });

  it('refuses a bad timeout at once', () => {
    expect(() => createTransport({ timeoutMs: 0 })).toThrow(/timeoutMs must be a positive number/);
  });
});
