import { createSandbox, SANDBOX_WEBHOOK_KEY } from '@offerkit/sandbox';
import { createWebhookHandler, memoryWebhookStore, parseProcessingResults } from '@offerkit/server';
import { sandboxIssuerClient } from '../sandboxIssuerClient.ts';
import { cardRecord } from './records.ts';

const HOOK_URL = 'http://127.0.0.1:4400/webhooks/offerkit';

describe('fileProcessingResult: sandbox upload → signed webhook → createWebhookHandler → results file', () => {
  it('notifies once per processed file with fileName, sentAt, lastModified and a working downloadUrl', async () => {
    const store = memoryWebhookStore();
    const seen: string[] = [];
    const handler = createWebhookHandler({
      key: SANDBOX_WEBHOOK_KEY,
      store,
      onEvent: (event) => {
        seen.push(event.type);
      },
    });
    const deliveries: { url: string; status: number; signature: string | null; body: string }[] = [];
    const sandbox = createSandbox({
      webhookFetch: async (request) => {
        const body = await request.clone().text();
        const response = await handler(request);
        deliveries.push({
          url: request.url,
          status: response.status,
          signature: request.headers.get('notify-signature'),
          body,
        });
        return response;
      },
    });
    try {
      sandbox.webhooks.subscribe({ eventType: 'fileProcessingResult', url: HOOK_URL });
      const { client } = sandboxIssuerClient(sandbox);
      const upload = await client.uploads.uploadHistorical({
        files: ['march.jsonl'],
        source: () =>
          `${JSON.stringify(cardRecord(1))}\n${JSON.stringify(cardRecord(2, { amount: 'ten' }))}\n`,
      });
      await sandbox.webhooks.idle();

      expect(deliveries).toHaveLength(1);
      expect(seen).toEqual(['fileProcessingResult']);
      expect(deliveries[0]).toMatchObject({ url: HOOK_URL, status: 200 });
      expect(deliveries[0]?.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const envelope = JSON.parse(deliveries[0]?.body ?? '{}');
      expect(envelope.data.type).toBe('fileProcessingResult');
      expect(Object.keys(envelope.data.attributes).sort()).toEqual([
        'downloadUrl',
        'fileName',
        'lastModified',
        'sentAt',
      ]);

      const stored = await store.getFileProcessingResult('march.jsonl');
      expect(stored).toMatchObject({ fileName: 'march.jsonl', eventId: envelope.data.id });
      const results = parseProcessingResults(
        await (await client.files.download(stored?.downloadUrl as string)).text(),
      );
      expect(results.fileId).toBe(upload.ids[0]);
      expect(results.errors).toHaveLength(1);
      expect(results.errors[0]).toMatchObject({ line: 2, transactionId: 'txn-2' });
    } finally {
      sandbox.webhooks.stop();
    }
  });

  it('sends nothing without a subscription; the results are still listed under the files endpoint', async () => {
    const sent: Request[] = [];
    const sandbox = createSandbox({
      webhookFetch: async (request) => {
        sent.push(request);
        return new Response(null, { status: 200 });
      },
    });
    try {
      const { client } = sandboxIssuerClient(sandbox);
      await client.uploads.uploadHistorical({
        files: ['a.jsonl'],
        source: () => `${JSON.stringify(cardRecord(1))}\n`,
      });
      await sandbox.webhooks.idle();
      expect(sent).toEqual([]);
      expect(sandbox.webhooks.events.map((event) => event.type)).toEqual(['fileProcessingResult']);
      const [listed] = await client.files.list('fileProcessingResult');
      expect(
        parseProcessingResults(await (await client.files.download(listed as never)).text()).succeeded,
      ).toBe(true);
    } finally {
      sandbox.webhooks.stop();
    }
  });
});
