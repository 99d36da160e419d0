import { RewardsApiError } from '@offerkit/data';
import { downloadFile, listFiles } from '@offerkit/server';

describe('listFiles and downloadFile (standalone, with an IssuerConnection)', () => {
  it('lists files with the bearer header, keeping good entries and reporting the rest', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return Response.json({
        data: [
          {
            type: 'file',
            id: 'cardlinked-reconciliation-260302',
            attributes: { downloadUrl: 'https://files.test/a?sig=1', size: 10 },
          },
          { type: 'file', id: 'broken', attributes: { downloadUrl: 'not a url' } },
          { type: 'file', id: 'none', attributes: {} },
        ],
      });
    }) as typeof globalThis.fetch;
    const listing = await listFiles(
      {
        baseUrl: 'https://rewards.test/',
        organizationId: 'org 1',
        getHeaders: () => ({ authorization: 'Bearer t' }),
        fetch,
      },
      'dailyReconciliationFile',
    );
    expect(seen).toEqual([
      {
        url: 'https://rewards.test/v2/issuers/org%201/files?fileType=dailyReconciliationFile',
        authorization: 'Bearer t',
      },
    ]);
    expect(listing.files).toEqual([
      {
        type: 'file',
        id: 'cardlinked-reconciliation-260302',
        attributes: { downloadUrl: 'https://files.test/a?sig=1', size: 10 },
      },
    ]);
    expect(listing.problems).toEqual([
      expect.stringMatching(/^data\[1\] was left out: a file needs type, id and attributes\.downloadUrl/),
      expect.stringMatching(/^data\[2\] was left out/),
    ]);
  });

  it('downloads with no credentials, and a storage error never quotes the page', async () => {
    const seen: Headers[] = [];
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return new Response('<Error><SignatureProvided>abc123</SignatureProvided></Error>', { status: 403 });
    }) as typeof globalThis.fetch;
    const error = await downloadFile({ fetch }, 'https://files.test/a?sig=abc123').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(403);
    expect((error as Error).message).not.toContain('abc123');
    expect(seen[0]?.get('authorization')).toBeNull();
  });
});
