// At most N connections open at a time per client address: one address holding thousands of connections (idle or
// not) would take the process's descriptors from everyone else and from the database pool. A connection over the cap
// is answered at once with 429 {detail} and closed; the client's other connections are not affected. The address is
// the socket's: behind a proxy every connection is the proxy's, so raise the cap or turn it off (0) there.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { answerAndClose, rawResponse } from './raw-response';

const addressOf = (socket: Socket) => (socket.remoteAddress ?? '').replace(/^::ffff:/, '');

export function capConnectionsPerClient(
  server: Server,
  max: number,
  security: Readonly<Record<string, string>>,
): void {
  if (!(max > 0)) return;
  const open = new Map<string, number>();
  const refusal = rawResponse(
    security,
    429,
    `Too many connections from your address: at most ${max} at a time. Close some and retry.`,
    { 'retry-after': '10' },
  );
  server.on('connection', (socket: Socket) => {
    const address = addressOf(socket);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      answerAndClose(socket, refusal);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
