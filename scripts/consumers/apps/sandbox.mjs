// Starts @offerkit/sandbox's Node server from the installed package and prints what the test needs as one
// JSON line: its base URL, the public sandbox token, the user, and the name of an offer that can be activated.
import { startSandboxServer } from '@offerkit/sandbox/server';

const port = Number(process.env.OFFERKIT_SANDBOX_PORT);
if (!Number.isInteger(port) || port <= 0) {
  throw new Error('Set OFFERKIT_SANDBOX_PORT to the port the sandbox should listen on (127.0.0.1).');
}
const server = await startSandboxServer({ port, basePath: '/api/rewards' });
const { sandbox } = server;
const activatable = sandbox.catalog.offers.find((offer) => offer.id === sandbox.catalog.roles.activatable);
process.stdout.write(
  `${JSON.stringify({
    url: server.url,
    origin: new URL(server.url).origin,
    token: sandbox.token,
    organizationId: sandbox.organizationId,
    userId: sandbox.newCustomerId,
    activatableOffer: activatable?.name,
  })}\n`,
);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
