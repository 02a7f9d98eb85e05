// A raw HTTP/1.1 client for the tests that need what fetch cannot send: absolute-form targets, malformed or oversized
// headers, bodies that trickle in. Resolves with everything the server wrote once it closes the connection (or
// after `waitMs`, with closed = false), and how many chunks the client still had to send then.
import { connect } from 'node:net';

export interface RawResult {
  status: number;
  headers: Record<string, string>;
  body: string;
  closed: boolean;
  /** Chunks (and waits) not yet sent when the connection ended: more than 0 means the server did not wait for them. */
  unsent: number;
}

export function rawRequest(
  port: number,
  chunks: (string | { waitMs: number })[],
  waitMs = 3000,
): Promise<RawResult> {
  return new Promise((resolve) => {
    let next = 0;
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        closed,
        unsent: chunks.length - next,
      });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', async () => {
      for (; next < chunks.length && !done; next++) {
        const c = chunks[next];
        if (typeof c === 'string') socket.write(c);
        else await new Promise((r) => setTimeout(r, c.waitMs));
      }
    });
  });
}
