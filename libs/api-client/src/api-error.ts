/**
 * A failed API call: the HTTP status (0 when the network failed) and the server's message; for a 301 that was not
 * followed (the server renderer's in-process calls), the URL asked for and where it moved.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    status: number,
    message: string,
    readonly moved?: { from: string; to: string },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
