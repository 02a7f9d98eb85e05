// The server renderer's API calls go through app.inject (same routes, validation, contract and response cache as a
// browser's). They carry a per-process secret header, so the per-IP rate limit does not count them: the page
// request that caused them is what a visitor sent.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const HEADER = 'x-trophy-internal';
const token = randomBytes(24).toString('base64url');

export const internalHeaders: Readonly<Record<string, string>> = { [HEADER]: token };

export const isInternalRequest = (req: { headers: IncomingHttpHeaders }) => req.headers[HEADER] === token;
