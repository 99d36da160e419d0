/**
 * How every browser suite launches Chromium: Debian's package at /usr/bin/chromium (never a downloaded
 * browser), with flags that keep it off the network. `--host-resolver-rules` maps every host except
 * localhost and 127.0.0.1 to "not found", so nothing a story or a test does can reach another machine
 * (and Chromium's own start-up lookups of Google hosts fail fast). Headless mode is chosen by the runner.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };
