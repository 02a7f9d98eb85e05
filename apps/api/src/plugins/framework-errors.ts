// Errors Fastify and Node raise before a route runs, in the API's {detail} shape with the security headers (by path;
// the raw socket's answers, whose path may not even parse, with the API's):
// a bad percent-encoding or over-long parameter (frameworkErrors), and requests too malformed, too slow or with too
// large headers to parse (clientErrorHandler: raw socket). Neither echoes the URL or an internal code, and both close
// the connection (even when the client keeps its end open), since after a malformed request the next bytes on it
// cannot be trusted.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerAndClose, rawResponse } from '../http/raw-response';
import { securityFor, type SecuritySets } from './security';

type Headers = Readonly<Record<string, string>>;

const frameworkDetail: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid: check its percent-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long.',
};

export function frameworkErrors(security: SecuritySets) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const detail = frameworkDetail[err.code] ?? 'Bad request.';
    void reply
      .code(400)
      .headers(securityFor(security, req.url))
      .header('cache-control', 'no-store')
      .header('connection', 'close')
      .send({ detail });
  };
}

/** What each socket-level failure is answered with (Node's error codes; anything else is a 400). */
function statusOf(err: NodeJS.ErrnoException): number {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  if (err.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

const clientDetail: Record<number, string> = {
  400: 'Bad request: the request could not be parsed.',
  408: 'Request timeout: the request took too long to arrive.',
  431: 'Request header fields too large.',
};

export function clientErrorHandler(security: Headers) {
  const answers = new Map(
    Object.entries(clientDetail).map(([status, detail]) => [
      Number(status),
      rawResponse(security, Number(status), detail),
    ]),
  );
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    // A response already under way on this socket cannot be followed by another: just close.
    if (
      socket.writable &&
      !(socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
    ) {
      answerAndClose(socket, answers.get(statusOf(err)) ?? '');
    } else {
      socket.destroy();
    }
  };
}
