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
