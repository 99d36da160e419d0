import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import { expect, test } from '@playwright/test';
import { buildWebBankingPage } from '../../../examples/web-banking/server/buildWebBankingPage.ts';
import { readWebBankingConfig } from '../../../examples/web-banking/server/readWebBankingConfig.ts';
import {
  startWebBankingServer,
  type WebBankingServer,
} from '../../../examples/web-banking/server/startWebBankingServer.ts';

/**
 * examples/web-banking's sign-in page as it ships: the server renders the form into the HTML, so a browser
 * with JavaScript off signs in; with JavaScript on, the page's script takes that markup over without an
 * error and without loading the offers experience, which comes as its own chunk after sign-in.
 */
test.describe.configure({ mode: 'serial' });

let pageDir: string;
let sandboxServer: SandboxServer;
let bank: WebBankingServer;

test.beforeAll(async () => {
  // Building the page and starting two servers on a busy two-core machine.
  test.setTimeout(120_000);
  pageDir = await mkdtemp(join(tmpdir(), 'offerkit-e2e-nojs-'));
  await buildWebBankingPage({ outDir: pageDir });
  sandboxServer = await startSandboxServer({ port: 0 });
  const { sandbox } = sandboxServer;
  bank = await startWebBankingServer(
    readWebBankingConfig({
      OFFERKIT_BASE_URL: sandboxServer.url,
      OFFERKIT_ORGANIZATION_ID: sandbox.organizationId,
      OFFERKIT_TOKEN_URL: `${new URL(sandboxServer.url).origin}${sandbox.oauth.tokenPath}`,
      OFFERKIT_CLIENT_ID: sandbox.oauth.clientId,
      OFFERKIT_CLIENT_SECRET: sandbox.oauth.clientSecret,
      OFFERKIT_WEBHOOK_KEY: sandbox.webhooks.key,
      WEB_BANKING_NEW_CUSTOMER_ID: sandbox.newCustomerId,
      WEB_BANKING_LAPSED_CUSTOMER_ID: sandbox.lapsedCustomerId,
      WEB_BANKING_PORT: '0',
      WEB_BANKING_PAGE_DIR: pageDir,
    }),
    { log: () => undefined },
  );
});

test.afterAll(async () => {
  await bank?.close();
  await sandboxServer?.close();
  if (pageDir !== undefined) await rm(pageDir, { recursive: true, force: true });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page is a working form: choosing Sam Rivera and Sign in opens the offers page', async ({
    page,
    context,
  }) => {
    await page.goto(bank.url);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /Alex Morgan/ })).toBeChecked();
    await page.getByRole('radio', { name: /Sam Rivera/ }).check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${bank.url}/offers`);
    // Signed in: the server holds the session, and says so to the browser that has the cookie.
    const cookies = await context.cookies(bank.url);
    expect(cookies.map((cookie) => cookie.name)).toContain('wb_session');
    const session = await page.request.get(`${bank.url}/api/session`);
    expect(await session.json()).toMatchObject({ signedIn: true, customer: { name: 'Sam Rivera' } });
    // The offers themselves need the script, and the page says so (in its <noscript>, which Chromium's
    // script-disabled emulation still parses as text, so it is read from the markup).
    expect(await page.content()).toMatch(/<noscript>[^<]*the offers need it/);
  });
});

test.describe('with JavaScript enabled', () => {
  test('the page takes the server-rendered form over without errors and loads no offers code until signed in', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(bank.url);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /OffersPage/.test(path))).toEqual([]);
    // Hydrated: the same form, now driven by React (the radio keeps working, the post signs in).
    await page.getByRole('radio', { name: /Alex Morgan/ }).check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${bank.url}/offers`);
    await expect(page.getByRole('banner')).toContainText('Signed in as Alex Morgan');
    expect(scripts.filter((path) => /OffersPage/.test(path))).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
