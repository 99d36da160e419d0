#!/usr/bin/env node
// Serves a built directory (default: storybook-static) on 127.0.0.1 for the Playwright suites.
// Usage: node scripts/serve-static.mjs [dir] [--port 6007]
// No dependencies and no outside calls: only files under the directory are ever served.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 6007));
const dir = resolve(
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--port') ?? 'storybook-static',
);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

try {
  await stat(join(dir, 'index.html'));
} catch {
  console.error(`serve-static: ${dir}/index.html is missing. Build it first: pnpm build-storybook`);
  process.exit(1);
}

/** Vite's content-hashed build output (`assets/name-AbC123xy.js`): a changed file gets a new name. */
const immutable = (pathname) => /^\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(pathname);

const server = createServer(async (request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  let file = normalize(join(dir, pathname));
  if (file !== dir && !file.startsWith(dir + sep)) {
    response.writeHead(403).end('Forbidden');
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const info = await stat(file);
    // Caching is what lets Chromium keep the compiled bundle between page loads (V8's code cache lives in
    // the HTTP cache entry): with a plain no-cache answer every story load downloaded and compiled ~2 MB of
    // script again. Vite's hashed files under assets/ never change; everything else is revalidated.
    const validator = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
    const headers = {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: validator,
    };
    if (request.headers['if-none-match'] === validator) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}`);
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serve-static: http://127.0.0.1:${port}/ serving ${dir}`);
});
