// Errors a handler or repository throws on purpose; the errors plugin turns them into {detail} answers.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);

/** A slug that has changed: 301 to the same path under the new slug (see http/moved.ts). */
export class MovedError extends HttpError {
  constructor(readonly location: string) {
    super(301, 'Moved permanently.');
  }
}
export const badRequest = (detail: string) => new HttpError(400, detail);

/** The database could not be reached (or timed out): 503, retried by clients. */
export class DbUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(override readonly cause?: unknown) {
    super('The database is unavailable. Please try again shortly.');
  }
}
