/** Everything the client needs, resolved from flags > environment > config file > defaults by the CLI. */
export interface RemoteSettings {
  /** Base URL without a trailing slash, e.g. `https://anonymize.example.com`. */
  url: string;
  /** Evaluation token of the hosted demo (sent as `Authorization: Bearer`); none for a self-hosted instance. */
  token?: string;
  /** Counted requests per window a batch paces itself to when a token is set. */
  rateLimit: number;
  rateWindowMs: number;
  /** Retries after a network error, a timeout or a 5xx. */
  retries: number;
  /** How long a request may wait for the server's answer. */
  timeoutMs: number;
}

export const REMOTE_DEFAULTS = {
  rateLimit: 30,
  rateWindowSeconds: 60,
  retries: 3,
  timeoutSeconds: 60,
} as const;

/** What the client reports while it works; the CLI writes it to stderr (or drops it). */
export interface RemoteLog {
  /** A one-line notice for the user (waiting on a 429, pacing). */
  notice(message: string): void;
  /** A line only shown with --debug. Never a token (see maskedAuthorization). */
  debug(message: string): void;
}

export const SILENT_LOG: RemoteLog = { notice: () => undefined, debug: () => undefined };

/** How the Authorization header is shown in --debug output: its kind, never its value. */
export function maskedAuthorization(token: string | undefined): string {
  return token ? 'Authorization: Bearer ********' : 'no Authorization header';
}
