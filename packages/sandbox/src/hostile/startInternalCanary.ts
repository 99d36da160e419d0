import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that reached the internal canary of a hostile sandbox. */
export interface InternalHit {
  method: string;
  /** Path and query as received. */
  path: string;
  /** The request headers (lowercase names), e.g. whether a bearer token came along. */
  headers: Readonly<Record<string, string>>;
  /** How many body bytes were sent (an upload's customer data, when a PUT was redirected here). */
  bodyBytes: number;
}

/** A running canary. Internal. */
export interface InternalCanary {
  /** `http://127.0.0.1:{port}/`. */
  url: string;
  hits: InternalHit[];
  close(): Promise<void>;
}

/**
 * The "internal address" of the hostile mode: a server on 127.0.0.1 that stands for a cloud metadata
 * endpoint or an internal service. It answers what such an address would (fake credentials), so a server
 * that follows a redirect there and relays the answer shows it, and it records every request. Node only
 * (`@offerkit/sandbox/server`). Internal.
 */
export function startInternalCanary(onHit?: (hit: InternalHit) => void): Promise<InternalCanary> {
  const hits: InternalHit[] = [];
  const server = createServer((request, response) => {
    let bodyBytes = 0;
    request.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
    });
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const hit: InternalHit = { method: request.method ?? '', path: request.url ?? '', headers, bodyBytes };
      hits.push(hit);
      onHit?.(hit);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          Code: 'Success',
          Type: 'AWS-HMAC',
          AccessKeyId: 'AKIA-OFFERKIT-INTERNAL-CANARY',
          SecretAccessKey: 'offerkit-internal-canary-secret',
          data: [],
        }),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        hits,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
