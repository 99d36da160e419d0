import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import type { IssuerClient } from '@offerkit/server';
import {
  readWebBankingConfig,
  type WebBankingConfig,
} from '../../examples/web-banking/server/readWebBankingConfig.ts';
import { registerWebhookSubscriptions } from '../../examples/web-banking/server/registerWebhookSubscriptions.ts';
import { startWebBankingServer } from '../../examples/web-banking/server/startWebBankingServer.ts';
import { sandboxServerIssuerClient } from '../server/sandboxIssuerClient.ts';

describe('startWebBankingServer and its webhook subscriptions, against the sandbox over HTTP', () => {
  let sandboxServer: SandboxServer;
  let pageDir: string;
  let issuer: IssuerClient;

  const config = (overrides: Record<string, string> = {}): WebBankingConfig => {
    const { sandbox } = sandboxServer;
    return readWebBankingConfig({
      OFFERKIT_BASE_URL: sandboxServer.url,
      OFFERKIT_ORGANIZATION_ID: sandbox.organizationId,
      OFFERKIT_TOKEN_URL: `${sandboxServer.url}${sandbox.oauth.tokenPath}`,
      OFFERKIT_CLIENT_ID: sandbox.oauth.clientId,
      OFFERKIT_CLIENT_SECRET: sandbox.oauth.clientSecret,
      OFFERKIT_WEBHOOK_KEY: sandbox.webhooks.key,
      WEB_BANKING_NEW_CUSTOMER_ID: sandbox.newCustomerId,
      WEB_BANKING_LAPSED_CUSTOMER_ID: sandbox.lapsedCustomerId,
      WEB_BANKING_PORT: '0',
      WEB_BANKING_PAGE_DIR: pageDir,
      ...overrides,
    });
  };

  beforeAll(async () => {
    sandboxServer = await startSandboxServer({ port: 0 });
    pageDir = await mkdtemp(join(tmpdir(), 'offerkit-web-banking-start-'));
    await writeFile(join(pageDir, 'index.html'), '<!doctype html><title>Northwind Bank</title>');
    issuer = sandboxServerIssuerClient(sandboxServer);
  });
  afterAll(async () => {
    await sandboxServer.close();
    await rm(pageDir, { recursive: true, force: true });
  });
  beforeEach(() => sandboxServer.sandbox.reset());

  it('starts on 127.0.0.1 with a token from the token endpoint and subscribes its webhook URL to the earned-reward events', async () => {
    const issuedBefore = sandboxServer.sandbox.oauth.issuedCount;
    const server = await startWebBankingServer(config(), { log: () => undefined });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.webhookUrl).toBe(`${server.url}/webhooks/offerkit`);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(sandboxServer.sandbox.oauth.issuedCount).toBe(issuedBefore + 1);
      expect(
        sandboxServer.sandbox.webhooks.subscriptions.map(({ eventType, url, enabled }) => ({
          eventType,
          url,
          enabled,
        })),
      ).toEqual([
        { eventType: 'earnedRewardApproved', url: server.webhookUrl, enabled: true },
        { eventType: 'earnedRewardSettled', url: server.webhookUrl, enabled: true },
        { eventType: 'earnedRewardRejected', url: server.webhookUrl, enabled: true },
      ]);
    } finally {
      await server.close();
    }
  });

  it('leaves subscriptions alone when WEB_BANKING_REGISTER_WEBHOOKS is false', async () => {
    const server = await startWebBankingServer(config({ WEB_BANKING_REGISTER_WEBHOOKS: 'false' }), {
      log: () => undefined,
    });
    await server.close();
    expect(sandboxServer.sandbox.webhooks.subscriptions).toEqual([]);
  });

  it('counts an existing subscription as done (a restart does not fail)', async () => {
    const url = 'http://127.0.0.1:4299/webhooks/offerkit';
    expect((await registerWebhookSubscriptions(issuer, url)).map((result) => result.status)).toEqual([
      'created',
      'created',
      'created',
    ]);
    expect((await registerWebhookSubscriptions(issuer, url)).map((result) => result.status)).toEqual([
      'existing',
      'existing',
      'existing',
    ]);
    expect(sandboxServer.sandbox.webhooks.subscriptions).toHaveLength(3);
  });

  it("says which subscription the service refused and passes on the service's reason", async () => {
    await expect(
      registerWebhookSubscriptions(issuer, 'https://bank.example/webhooks/offerkit'),
    ).rejects.toThrow(
      /^The rewards service refused the webhook subscription for earnedRewardApproved to https:\/\/bank\.example\/webhooks\/offerkit \(400: The sandbox delivers only to .*"bank\.example".*\)\. Check that the URL is reachable from the service, or set WEB_BANKING_REGISTER_WEBHOOKS=false/,
    );
  });

  it('refuses to start without a built page, saying how to build it', async () => {
    await expect(
      startWebBankingServer(config({ WEB_BANKING_PAGE_DIR: join(pageDir, 'missing') }), {
        log: () => undefined,
      }),
    ).rejects.toThrow(
      /is not built in .*missing .*: run `pnpm --filter @offerkit\/example-web-banking build`/,
    );
  });

  it('says which port is taken and what to set', async () => {
    const first = await startWebBankingServer(config({ WEB_BANKING_REGISTER_WEBHOOKS: 'false' }), {
      log: () => undefined,
    });
    try {
      await expect(
        startWebBankingServer(
          config({ WEB_BANKING_PORT: String(first.port), WEB_BANKING_REGISTER_WEBHOOKS: 'false' }),
          {
            log: () => undefined,
          },
        ),
      ).rejects.toThrow(
        `The web-banking server cannot listen on 127.0.0.1:${first.port} (listen EADDRINUSE: address already in use 127.0.0.1:${first.port}): set WEB_BANKING_PORT to a free port, or 0 for any.`,
      );
    } finally {
      await first.close();
    }
  });
});
