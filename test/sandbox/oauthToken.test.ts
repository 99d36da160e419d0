import { spawn } from 'node:child_process';
import { createSandbox, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, type Sandbox } from '@offerkit/sandbox';

const ORIGIN = 'http://sandbox.test';

function tokenRequest(
  sandbox: Sandbox,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return sandbox.fetch(
    new Request(`${ORIGIN}${sandbox.oauth.tokenPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    }),
  );
}

const basic = (id: string, secret: string) => ({ authorization: `Basic ${btoa(`${id}:${secret}`)}` });

function getUser(sandbox: Sandbox, token: string): Promise<Response> {
  return sandbox.fetch(
    new Request(`${ORIGIN}/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

async function issue(sandbox: Sandbox): Promise<string> {
  const response = await tokenRequest(
    sandbox,
    { grant_type: 'client_credentials' },
    basic(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET),
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('sandbox POST /oauth2/token', () => {
  it('issues a bearer token for the fixed credentials by HTTP Basic, and the API accepts it', async () => {
    const sandbox = createSandbox();
    const response = await tokenRequest(
      sandbox,
      { grant_type: 'client_credentials', scope: 'user:write' },
      basic(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'user:write' });
    expect(typeof body.access_token).toBe('string');
    expect((await getUser(sandbox, body.access_token as string)).status).toBe(200);
    expect(sandbox.oauth.issuedCount).toBe(1);
  });

  it('accepts client_id and client_secret in the form body', async () => {
    const sandbox = createSandbox({ tokenLifetimeSeconds: 120 });
    const response = await tokenRequest(sandbox, {
      grant_type: 'client_credentials',
      client_id: SANDBOX_CLIENT_ID,
      client_secret: SANDBOX_CLIENT_SECRET,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { expires_in: number }).expires_in).toBe(120);
  });

  it.each([
    ['a wrong secret by Basic', {}, basic(SANDBOX_CLIENT_ID, 'wrong')],
    ['an unknown client by Basic', {}, basic('someone', SANDBOX_CLIENT_SECRET)],
    ['a wrong secret in the body', { client_id: SANDBOX_CLIENT_ID, client_secret: 'wrong' }, {}],
    ['no credentials at all', {}, {}],
  ])('answers 401 invalid_client for %s', async (_name, form, headers) => {
    const sandbox = createSandbox();
    const response = await tokenRequest(sandbox, { grant_type: 'client_credentials', ...form }, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
    expect(sandbox.oauth.issuedCount).toBe(0);
  });

  it('refuses other grant types, both ways of authentication at once, and a JSON body', async () => {
    const sandbox = createSandbox();
    const password = await tokenRequest(
      sandbox,
      { grant_type: 'password' },
      basic(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET),
    );
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const both = await tokenRequest(
      sandbox,
      {
        grant_type: 'client_credentials',
        client_id: SANDBOX_CLIENT_ID,
        client_secret: SANDBOX_CLIENT_SECRET,
      },
      basic(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET),
    );
    expect(both.status).toBe(400);
    const json = await sandbox.fetch(
      new Request(`${ORIGIN}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials' }),
      }),
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('expires tokens early while the switch is on: one accepted request, then 401 saying it expired', async () => {
    const sandbox = createSandbox({ expireTokensEarly: true });
    const token = await issue(sandbox);
    expect((await getUser(sandbox, token)).status).toBe(200);
    const second = await getUser(sandbox, token);
    expect(second.status).toBe(401);
    expect(JSON.stringify(await second.json())).toContain('expired');
    sandbox.oauth.expireTokensEarly = false;
    const lasting = await issue(sandbox);
    for (let call = 0; call < 3; call++) expect((await getUser(sandbox, lasting)).status).toBe(200);
  });

  it('expires every issued token on demand, refuses unknown tokens, and forgets tokens on reset', async () => {
    const sandbox = createSandbox();
    const token = await issue(sandbox);
    sandbox.oauth.expireIssuedTokens();
    expect((await getUser(sandbox, token)).status).toBe(401);
    expect((await getUser(sandbox, 'made-up-token')).status).toBe(401);
    expect((await getUser(sandbox, sandbox.token)).status).toBe(200);
    const fresh = await issue(sandbox);
    sandbox.reset();
    expect((await getUser(sandbox, fresh)).status).toBe(401);
    expect(sandbox.oauth.issuedCount).toBe(0);
  });

  it('lives under the base path', async () => {
    const sandbox = createSandbox({ basePath: '/svc' });
    expect(sandbox.oauth.tokenPath).toBe('/svc/oauth2/token');
    expect(
      (
        await tokenRequest(
          sandbox,
          { grant_type: 'client_credentials' },
          basic(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET),
        )
      ).status,
    ).toBe(200);
  });
});

describe('pnpm sandbox prints the token endpoint and the client credentials', () => {
  it('prints tokenUrl=, clientId= and clientSecret= beside its other lines', async () => {
    const root = new URL('../../', import.meta.url).pathname;
    const tsx = `${root}node_modules/.bin/tsx`;
    const child = spawn(
      tsx,
      ['--conditions=@offerkit/source', 'packages/sandbox/src/cli.ts', '--port', '4171'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('lapsedCustomerId=')) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`the sandbox CLI exited with ${code}: ${text}`)));
      });
      const lines = Object.fromEntries(
        output
          .trim()
          .split('\n')
          .map((line) => line.split(/=(.*)/s).slice(0, 2)),
      );
      expect(lines.baseUrl).toBe('http://127.0.0.1:4171');
      expect(lines.tokenUrl).toBe('http://127.0.0.1:4171/oauth2/token');
      expect(lines.clientId).toBe(SANDBOX_CLIENT_ID);
      expect(lines.clientSecret).toBe(SANDBOX_CLIENT_SECRET);
      const response = await fetch(lines.tokenUrl as string, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...basic(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET),
        },
        body: 'grant_type=client_credentials',
      });
      expect(response.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
