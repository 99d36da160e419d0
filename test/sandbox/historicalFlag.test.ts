import type { ErrorDocument } from '@offerkit/data';
import type { User } from '@offerkit/data/backend';
import { TRANSPORTS, useHarness, userItem } from './harness.ts';

describe.each(TRANSPORTS)('Update User and historicalTransactionsSent over %s', (kind) => {
  const harness = useHarness(kind);

  const create = (id: string, sent: boolean) =>
    harness.request('POST', harness.orgPath('/users'), {
      body: { data: [userItem(id, { historicalTransactionsSent: sent, zipCode: '78701' })] },
    });
  const update = <Body>(id: string, attributes: Record<string, unknown>) =>
    harness.request<Body>('PUT', harness.orgPath(`/users/${id}`), {
      body: { data: userItem(id, attributes) },
    });

  it('rejects true → false with 400 and an error document that states the rule, changing nothing', async () => {
    await create('sent', true);
    const response = await update<ErrorDocument>('sent', {
      historicalTransactionsSent: false,
      zipCode: '94110',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        status: '400',
        title: 'Invalid Request',
        detail: expect.stringMatching(
          /already true and can never be set back to false.*Leave the attribute out/,
        ),
        id: 'sent',
        source: { pointer: '/data/attributes/historicalTransactionsSent' },
      },
    ]);
    const after = await harness.request<{ data: User }>('GET', harness.orgPath('/users/sent'));
    expect(after.body.data.attributes).toMatchObject({ historicalTransactionsSent: true, zipCode: '78701' });
  });

  it('allows false → true, true → true, false → false, and updates that leave the flag out', async () => {
    await create('pending', false);
    expect((await update('pending', { historicalTransactionsSent: false })).status).toBe(200);
    const sent = await update<{ data: User }>('pending', { historicalTransactionsSent: true });
    expect(sent.status).toBe(200);
    expect(sent.body.data.attributes.historicalTransactionsSent).toBe(true);
    expect((await update('pending', { historicalTransactionsSent: true })).status).toBe(200);
    const other = await update<{ data: User }>('pending', { zipCode: '10001' });
    expect(other.status).toBe(200);
    expect(other.body.data.attributes).toMatchObject({ historicalTransactionsSent: true, zipCode: '10001' });
  });
});
