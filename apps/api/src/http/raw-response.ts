// A whole HTTP/1.1 answer as bytes, for the places that write to the socket themselves (a request Node could not
// parse, a connection over the per-client cap): the API's {detail} body with the API's security headers, no-store, and
// Connection: close, since nothing more is read from that socket.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

type Headers = Readonly<Record<string, string>>;

export function rawResponse(security: Headers, status: number, detail: string, extra: Headers = {}): string {
  const body = JSON.stringify({ detail });
  const headers = {
    ...security,
    'cache-control': 'no-store',
    connection: 'close',
    'content-type': 'application/json; charset=utf-8',
    ...extra,
    'content-length': String(Buffer.byteLength(body)),
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}

/**
 * Writes the answer and closes the socket once it is flushed, whether or not the client closes its end: end() alone
 * only half-closes, and a client that keeps its side open would hold the descriptor for as long as it likes.
 */
export function answerAndClose(socket: Socket, response: string): void {
  socket.end(response);
  socket.destroySoon();
}
