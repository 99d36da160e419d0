import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../../test/browser/chromium.ts';

/** Lighthouse's two presets: `mobile` is its default config (simulated slow 4G, 4× CPU), `desktop` its desktop one. */
export type LighthousePreset = 'mobile' | 'desktop';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse 12 navigation of `url` in a fresh headless Chromium (Debian's, with the repository's flags:
 * every host but 127.0.0.1 and localhost resolves to nothing) and a fresh profile, `cookie` sent with every
 * request as the signed-in browser would. Returns Lighthouse's result (LHR).
 */
export async function runLighthouse(url: string, preset: LighthousePreset, cookie: string): Promise<Result> {
  const profile = await mkdtemp(join(tmpdir(), 'offerkit-lighthouse-'));
  const chromium = spawn(
    chromiumExecutablePath,
    [
      ...chromiumArgs,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--disable-extensions',
      '--mute-audio',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const port = await debuggingPort(profile);
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: { Cookie: cookie },
        // The screenshots are for the HTML report, which the bench does not write.
        disableFullPageScreenshot: true,
      },
      config,
    );
    if (result === undefined) throw new Error('Lighthouse returned no result.');
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    const exited = once(chromium, 'exit');
    chromium.kill('SIGTERM');
    await exited;
    // Chromium can still be writing its cache as it exits: a removal that finds a directory refilled
    // (ENOTEMPTY) is tried again rather than failing the figure.
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** The port Chromium chose for its DevTools protocol (it writes it into the profile once listening). */
async function debuggingPort(profile: string): Promise<number> {
  const giveUpAt = Date.now() + 30_000;
  while (Date.now() < giveUpAt) {
    const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s.');
}
