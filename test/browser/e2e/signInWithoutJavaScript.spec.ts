import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import { expect, test } from '@playwright/test';
import type { WebBankingServer } from '../../../examples/web-banking/server/startWebBankingServer.ts';
import { startBankOn } from './exampleOnSandbox.ts';

/**
 * examples/web-banking's sign-in page as it ships: the server renders the form into the HTML, so a browser
 * with JavaScript off signs in (and sees the first offers, which the server renders into `/offers` too);
 * with JavaScript on, the page's script takes that markup over without an error and without loading the
 * offers experience, which comes as its own chunk after sign-in.
 */
test.describe.configure({ mode: 'serial' });

let sandboxServer: SandboxServer;
let bank: WebBankingServer;

test.beforeAll(async () => {
  // Building the page and starting two servers on a busy two-core machine.
  test.setTimeout(120_000);
  sandboxServer = await startSandboxServer({ port: 0 });
  bank = await startBankOn(sandboxServer, { log: () => undefined });
});

test.afterAll(async () => {
  await bank?.close();
  await sandboxServer?.close();
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
    // The server drew the first offers into the page: they are there without the script.
    await expect(page.getByRole('list', { name: 'Offers' }).getByRole('article')).toHaveCount(12);
    // Acting on them needs the script, and the page says so (in its <noscript>, which Chromium's
    // script-disabled emulation still parses as text, so it is read from the markup).
    expect(await page.content()).toMatch(/<noscript>[^<]*activating, searching and more offers need it/);
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
    // The offers arrive drawn; their script follows the first paint and takes them over.
    await expect(page.locator('#root')).toHaveAttribute('data-live', 'true');
    expect(scripts.filter((path) => /OffersPage/.test(path))).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
