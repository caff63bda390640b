import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { freePort } from 'src/cli/local-services';

/** Below Linux's ephemeral range (32768–60999), from which the kernel gives outgoing connections their source ports. */
const LOW = 20_000;
const HIGH = 32_000;

const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A free port for a server a test starts a moment later. An OS-chosen free port comes from the ephemeral range, where
 * any outgoing connection (to PostgreSQL, Redis, the app itself, from this or a parallel test process) may take it as
 * its source port before the server listens (seen: EADDRINUSE). A port below that range is taken only by a listener.
 */
export async function freeTestPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomInt(LOW, HIGH);
    if (await canListen(port)) return port;
  }
  return freePort();
}
