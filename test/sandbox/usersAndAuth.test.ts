import type { ErrorDocument, OffersDocument } from '@offerkit/data';
import type { User } from '@offerkit/data/backend';
import { clientFor, TRANSPORTS, useHarness, userItem } from './harness.ts';

type UsersBody = { data: User[]; errors?: ErrorDocument['errors'] };

describe.each(TRANSPORTS)('auth and users over %s', (kind) => {
  const harness = useHarness(kind);

  describe('auth', () => {
    it('answers 401 with an error document when the token is missing, unknown or not a bearer token', async () => {
      const path = harness.orgPath(`/users/${harness.sandbox.newCustomerId}/offers`);
      for (const init of [
        { token: null },
        { token: 'not-the-token' },
        { token: null, headers: { authorization: 'Basic dXNlcjpwYXNz' } },
      ]) {
        const response = await harness.request<ErrorDocument>('GET', path, init);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(response.body.errors[0]).toMatchObject({
          status: '401',
          title: 'Unauthorized Error',
          source: { header: 'Authorization' },
        });
        expect(response.body.errors[0]?.detail).toMatch(/bearer/i);
      }
    });

    it('guards every endpoint, including writes', async () => {
      const posts = [
        harness.orgPath('/users'),
        harness.orgPath('/transactions'),
        harness.orgPath(`/users/${harness.sandbox.newCustomerId}/offers/x/activate`),
      ];
      for (const path of posts) {
        expect((await harness.request('POST', path, { token: null, body: { data: [] } })).status).toBe(401);
      }
      expect((await harness.request('DELETE', harness.orgPath('/users/x'), { token: null })).status).toBe(
        401,
      );
      expect(harness.sandbox.requests.every((request) => request.status === 401)).toBe(true);
    });

    it('answers 404 for another organization id', async () => {
      const response = await harness.request<ErrorDocument>(
        'GET',
        `/v2/issuers/other-org/users/${harness.sandbox.newCustomerId}`,
      );
      expect(response.status).toBe(404);
      expect(response.body.errors[0]?.detail).toContain(harness.sandbox.organizationId);
    });

    it('answers 404 with an error document for an unknown path', async () => {
      const response = await harness.request<ErrorDocument>('GET', '/v3/nothing');
      expect(response.status).toBe(404);
      expect(response.body.errors[0]?.title).toBe('Does Not Exist Error');
    });
  });

  describe('users', () => {
    it('has the two fixed users from the start', async () => {
      const { newCustomerId, lapsedCustomerId, issuerName } = harness.sandbox;
      expect(newCustomerId).toBe(`sandbox-${issuerName}-new-customer`);
      expect(lapsedCustomerId).toBe(`sandbox-${issuerName}-lapsed-customer`);
      for (const id of [newCustomerId, lapsedCustomerId]) {
        const response = await harness.request<{ data: User }>('GET', harness.orgPath(`/users/${id}`));
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({
          type: 'user',
          id,
          attributes: { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: true },
        });
      }
    });

    it('creates users (201), gets, updates and deletes them', async () => {
      const created = await harness.request<UsersBody>('POST', harness.orgPath('/users'), {
        body: { data: [userItem('u-1', { zipCode: '94110', email: 'a@b.example' }), userItem('u-2')] },
      });
      expect(created.status).toBe(201);
      expect(created.body.data.map((item) => item.id)).toEqual(['u-1', 'u-2']);
      // Created without the flag: false (integrations after 1 July 2026).
      expect(created.body.data[0]?.attributes).toEqual({
        enrolledRewards: ['CARDLINKED'],
        zipCode: '94110',
        email: 'a@b.example',
        historicalTransactionsSent: false,
      });

      const got = await harness.request<{ data: User }>('GET', harness.orgPath('/users/u-1'));
      expect(got.body.data.attributes.zipCode).toBe('94110');

      const updated = await harness.request<{ data: User }>('PUT', harness.orgPath('/users/u-1'), {
        body: { data: userItem('u-1', { phoneNumber: '+14155550100', historicalTransactionsSent: true }) },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.attributes).toMatchObject({
        zipCode: '94110',
        phoneNumber: '+14155550100',
        historicalTransactionsSent: true,
      });

      expect((await harness.request('DELETE', harness.orgPath('/users/u-1'))).status).toBe(204);
      expect((await harness.request('GET', harness.orgPath('/users/u-1'))).status).toBe(404);
      expect((await harness.request('DELETE', harness.orgPath('/users/u-1'))).status).toBe(404);
    });

    it('never reverts historicalTransactionsSent from true (400, the flag stays true)', async () => {
      await harness.request('POST', harness.orgPath('/users'), {
        body: { data: [userItem('u-h', { historicalTransactionsSent: true })] },
      });
      const response = await harness.request<ErrorDocument>('PUT', harness.orgPath('/users/u-h'), {
        body: { data: userItem('u-h', { historicalTransactionsSent: false }) },
      });
      expect(response.status).toBe(400);
      const after = await harness.request<{ data: User }>('GET', harness.orgPath('/users/u-h'));
      expect(after.body.data.attributes.historicalTransactionsSent).toBe(true);
    });

    it('answers 207 with per-item errors carrying the id when some users fail', async () => {
      const response = await harness.request<UsersBody>('POST', harness.orgPath('/users'), {
        body: {
          data: [
            userItem('fresh'),
            userItem(harness.sandbox.newCustomerId),
            userItem('bad-mail', { email: 'nope' }),
          ],
        },
      });
      expect(response.status).toBe(207);
      expect(response.body.data.map((item) => item.id)).toEqual(['fresh']);
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          status: '409',
          id: harness.sandbox.newCustomerId,
          source: { pointer: '/data/1/id' },
        }),
        expect.objectContaining({
          status: '400',
          id: 'bad-mail',
          source: { pointer: '/data/2/attributes/email' },
        }),
      ]);
    });

    it('answers 409 when every user exists (also a repeat within one request)', async () => {
      const existing = await harness.request<ErrorDocument>('POST', harness.orgPath('/users'), {
        body: { data: [userItem(harness.sandbox.lapsedCustomerId)] },
      });
      expect(existing.status).toBe(409);
      expect(existing.body.errors[0]).toMatchObject({ status: '409', title: 'Conflict Error' });
      const twice = await harness.request<UsersBody>('POST', harness.orgPath('/users'), {
        body: { data: [userItem('dup'), userItem('dup')] },
      });
      expect(twice.status).toBe(207);
      expect(twice.body.errors?.[0]).toMatchObject({ status: '409', id: 'dup' });
    });

    it('answers 400 with pointers for invalid users and bodies', async () => {
      const invalid = await harness.request<ErrorDocument>('POST', harness.orgPath('/users'), {
        body: {
          data: [
            {
              type: 'person',
              id: 'x',
              attributes: { enrolledRewards: ['CASHBACK'], phoneNumber: '555', birthYear: 'nineteen' },
            },
          ],
        },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors.map((error) => error.source?.pointer)).toEqual([
        '/data/0/type',
        '/data/0/attributes/enrolledRewards/0',
        '/data/0/attributes/phoneNumber',
        '/data/0/attributes/birthYear',
      ]);
      expect(
        invalid.body.errors.every((error) => error.id === 'x' && error.title === 'Invalid Request'),
      ).toBe(true);

      const missing = await harness.request<ErrorDocument>('POST', harness.orgPath('/users'), {
        body: { data: [{ type: 'user', id: 'y', attributes: {} }] },
      });
      expect(missing.body.errors[0]?.source?.pointer).toBe('/data/0/attributes/enrolledRewards');

      for (const data of [[], Array.from({ length: 101 }, (_, index) => userItem(`bulk-${index}`))]) {
        const response = await harness.request<ErrorDocument>('POST', harness.orgPath('/users'), {
          body: { data },
        });
        expect(response.status).toBe(400);
        expect(response.body.errors[0]?.source?.pointer).toBe('/data');
      }
      const hundred = Array.from({ length: 100 }, (_, index) => userItem(`bulk-${index}`));
      expect(
        (await harness.request('POST', harness.orgPath('/users'), { body: { data: hundred } })).status,
      ).toBe(201);

      const notJson = await harness.request<ErrorDocument>('POST', harness.orgPath('/users'), {
        body: '{"data": [',
      });
      expect(notJson.status).toBe(400);
      expect(notJson.body.errors[0]?.detail).toMatch(/not valid JSON/);
    });

    it('answers 207 without data when items fail in different ways and none succeeds', async () => {
      const response = await harness.request<UsersBody>('POST', harness.orgPath('/users'), {
        body: { data: [userItem(harness.sandbox.newCustomerId), userItem('z', { zipCode: 'abc' })] },
      });
      expect(response.status).toBe(207);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors?.map((error) => error.status)).toEqual(['409', '400']);
    });

    it('update: 404 for an unknown user, 400 when the body id differs from the path', async () => {
      const unknown = await harness.request<ErrorDocument>('PUT', harness.orgPath('/users/ghost'), {
        body: { data: userItem('ghost') },
      });
      expect(unknown.status).toBe(404);
      const mismatch = await harness.request<ErrorDocument>(
        'PUT',
        harness.orgPath(`/users/${harness.sandbox.newCustomerId}`),
        {
          body: { data: userItem('someone-else') },
        },
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors[0]?.source?.pointer).toBe('/data/id');
    });

    it('gives a user not enrolled in CARDLINKED no offers and no locations', async () => {
      await harness.request('POST', harness.orgPath('/users'), {
        body: { data: [userItem('not-enrolled', { enrolledRewards: [], historicalTransactionsSent: true })] },
      });
      const client = clientFor(harness);
      expect((await client.getOffers('not-enrolled')).offers).toEqual([]);
      expect((await client.getLocations('not-enrolled')).locations).toEqual([]);
      await harness.request('PUT', harness.orgPath('/users/not-enrolled'), {
        body: { data: userItem('not-enrolled') },
      });
      expect((await client.getOffers('not-enrolled')).offers.length).toBeGreaterThan(0);
    });

    it('gives a user whose historicalTransactionsSent is not true no targeted offers', async () => {
      await harness.request('POST', harness.orgPath('/users'), { body: { data: [userItem('no-history')] } });
      const client = clientFor(harness);
      const all = async (userId: string): Promise<OffersDocument['offers']> =>
        (await client.getOffers(userId, { pageSize: 100 })).offers;
      const without = await all('no-history');
      expect(without.some((offer) => offer.attributes.isTargeted)).toBe(false);
      await harness.request('PUT', harness.orgPath('/users/no-history'), {
        body: { data: userItem('no-history', { historicalTransactionsSent: true }) },
      });
      const withHistory = await all('no-history');
      expect(withHistory.some((offer) => offer.attributes.isTargeted)).toBe(true);
      expect(withHistory.length).toBeGreaterThan(without.length);
    });
  });
});
