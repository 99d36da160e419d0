import { decodeErrorDocument, RewardsDecodeError } from '@offerkit/data';

describe('decodeErrorDocument', () => {
  it('decodes the error objects of the contract', () => {
    const document = decodeErrorDocument({
      errors: [
        {
          status: '400',
          title: 'Invalid Request',
          detail: 'supportedComponents has an unknown value',
          source: { parameter: 'supportedComponents' },
        },
        { status: '207', title: 'Multi Status', detail: 'User exists', id: 'user-9', extra: true },
      ],
    });
    expect(document).toEqual({
      errors: [
        {
          status: '400',
          title: 'Invalid Request',
          detail: 'supportedComponents has an unknown value',
          source: { parameter: 'supportedComponents' },
        },
        { status: '207', title: 'Multi Status', detail: 'User exists', id: 'user-9' },
      ],
      diagnostics: [],
    });
  });

  it('reads a numeric status as its string', () => {
    expect(
      decodeErrorDocument({ errors: [{ status: 500, title: 'Internal', detail: 'x' }] }).errors[0]?.status,
    ).toBe('500');
  });

  it('drops malformed error objects, reporting them', () => {
    const document = decodeErrorDocument({ errors: [{ title: 'No status' }, 'oops'] });
    expect(document.errors).toEqual([]);
    expect(document.diagnostics.map((d) => d.path)).toEqual(['/errors/0', '/errors/1']);
  });

  it('throws RewardsDecodeError without an errors array', () => {
    expect(() => decodeErrorDocument({ message: 'Not Found' })).toThrow(RewardsDecodeError);
    expect(() => decodeErrorDocument('<html>')).toThrow(RewardsDecodeError);
  });
});
