/**
 * Typed errors. Every module throws these; only src/cli/main.ts turns them into exit codes
 * (see README "Exit codes"). Messages are one line a person can act on and never contain a
 * detected value.
 */
export class AnonymizeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Bad flags or arguments: exit 2. */
export class UsageError extends AnonymizeError {}

/** Invalid configuration file or environment: exit 2. */
export class ConfigError extends AnonymizeError {}

/** An input that cannot be read or processed (names the file and the reason): exit 1. */
export class InputError extends AnonymizeError {
  constructor(
    readonly file: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${reason}`, options);
  }
}

/**
 * A remote server refused or failed a request: exit 1. The message is `<url or file>: <why>`;
 * `reason` is the `<why>` alone (a batch names the file itself). Never holds a token.
 */
export class RemoteError extends AnonymizeError {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly reason: string = message,
  ) {
    super(message);
  }
}

/**
 * The reader of our output went away (`anonymize text < big.txt | head -1`: EPIPE). Not a
 * failure: the run ends quietly with exit 0, as the reader asked for no more.
 */
export class OutputClosedError extends AnonymizeError {
  constructor() {
    super('the output was closed by its reader');
  }
}

/**
 * A service the command depends on (the shared Redis of `serve --redis` and `worker`) cannot be
 * reached now: exit 1; the server answers 503 with `Retry-After` instead of failing the request.
 */
export class UnavailableError extends AnonymizeError {
  constructor(
    message: string,
    options?: { cause?: unknown; retryAfterS?: number },
  ) {
    super(message, options);
    this.retryAfterS = options?.retryAfterS ?? 5;
  }
  readonly retryAfterS: number;
}
