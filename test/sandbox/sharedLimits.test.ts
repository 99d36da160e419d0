import * as data from '@offerkit/data';
import * as backend from '@offerkit/data/backend';
import * as sandbox from '@offerkit/sandbox';
import { useHarness } from './harness.ts';

describe('the sandbox serves the limits @offerkit/data names', () => {
  it('exports no copies of the shared constants of its own (one name for each limit)', () => {
    for (const name of [
      'DEFAULT_PAGE_SIZE',
      'MAX_PAGE_SIZE',
      'DEFAULT_RADIUS_MILES',
      'MIN_RADIUS_MILES',
      'MAX_USERS_PER_REQUEST',
    ]) {
      expect(Object.keys(sandbox)).not.toContain(name);
    }
  });

  describe('over MSW', () => {
    const harness = useHarness('msw');
    const offersPath = (query: string) => `${harness.orgPath(`/users/${harness.userId}/offers`)}?${query}`;

    it('pages by DEFAULT_PAGE_SIZE and accepts up to MAX_PAGE_SIZE, no more', async () => {
      const page = await harness.client.getOffers(harness.userId);
      expect(page.offers).toHaveLength(data.DEFAULT_PAGE_SIZE);
      expect((await harness.request('GET', offersPath(`page[size]=${data.MAX_PAGE_SIZE}`))).status).toBe(200);
      expect((await harness.request('GET', offersPath(`page[size]=${data.MAX_PAGE_SIZE + 1}`))).status).toBe(
        400,
      );
    });

    it('presigns upload URLs for UPLOAD_URL_VALIDITY_SECONDS, at most MAX_UPLOAD_URLS_PER_REQUEST at once', async () => {
      const files = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          type: 'historicalTransactionsFile',
          attributes: { filename: `history-${index}.jsonl` },
        }));
      const path = harness.orgPath('/transactions/uploads');
      const granted = await harness.request<{ data: { attributes: { expiresIn: number } }[] }>('POST', path, {
        body: { data: files(backend.MAX_UPLOAD_URLS_PER_REQUEST) },
      });
      expect(granted.status).toBe(201);
      expect(granted.body.data.map((file) => file.attributes.expiresIn)).toEqual(
        Array(backend.MAX_UPLOAD_URLS_PER_REQUEST).fill(backend.UPLOAD_URL_VALIDITY_SECONDS),
      );
      const refused = await harness.request('POST', path, {
        body: { data: files(backend.MAX_UPLOAD_URLS_PER_REQUEST + 1) },
      });
      expect(refused.status).toBe(400);
    });
  });
});
