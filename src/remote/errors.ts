import { RemoteError } from '../errors.js';

/** The error body of the contract: `{"error": {"code", "message"}}` (docs/api.md). */
export interface ErrorBody {
  code?: string;
  message?: string;
}

export function parseErrorBody(text: string): ErrorBody {
  try {
    const body = JSON.parse(text) as { error?: ErrorBody };
    if (body && typeof body.error === 'object' && body.error !== null) {
      const { code, message } = body.error;
      return { ...(typeof code === 'string' ? { code } : {}), ...(typeof message === 'string' ? { message } : {}) };
    }
  } catch {
    // Not our JSON (a proxy's HTML page): the status alone must do.
  }
  return {};
}

export const CAP_REACHED = "the evaluation token's 1,000 requests are used up: ask the operator for a new token, or run a self-hosted instance (anonymize serve)";

const HOW_TO_SET_TOKEN = 'set remote.token in the config file, the ANONYMIZE_TOKEN environment variable, or --token-file FILE';

/**
 * A refused request as a one-line error, `<where>: <why>`, the part to act on last. `where` is
 * the URL (or the file being sent); the token never appears.
 */
export function statusError(where: string, status: number, body: ErrorBody, tokenSent: boolean): RemoteError {
  const said = body.message ? body.message.replace(/\s+/g, ' ').trim() : undefined;
  let why: string;
  if (status === 401) {
    why = tokenSent
      ? `the server refused the token (401): check it, or ${HOW_TO_SET_TOKEN}`
      : `the server needs an evaluation token (401): ${HOW_TO_SET_TOKEN}`;
  } else if (status === 403 && (body.code === 'evaluation_cap_reached' || !body.code)) {
    why = `${CAP_REACHED} (403)`;
  } else if (status === 404) {
    why = `${said ?? 'not found'} (404)`;
  } else {
    why = `${said ?? `the server answered ${status}`}${said ? ` (${status})` : ''}`;
  }
  return new RemoteError(`${where}: ${why}`, status, status === 403 && !body.code ? 'evaluation_cap_reached' : body.code, why);
}

/** Why a request got no answer, in words (undici and Node error codes). */
export function networkReason(error: unknown, timeoutMs: number): string {
  const e = error as { code?: string; cause?: { code?: string }; message?: string };
  const code = e?.code === 'UND_ERR_CONNECT_TIMEOUT' || e?.code?.startsWith('UND_ERR_') ? e.code : (e?.cause?.code ?? e?.code);
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused (is the server running?)';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      return 'the connection was closed by the server';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return `no answer within ${Math.round(timeoutMs / 100) / 10} s`;
    default:
      return code ? `network error (${code})` : `network error (${e?.message ?? String(error)})`;
  }
}

/** Whether a status is worth another try (the server or a proxy in between failed). */
export const retryableStatus = (status: number) => status >= 500 && status <= 599;

/** An error of the connection (undici or the socket), as opposed to one of the file system. */
export function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? '';
  return code.startsWith('UND_ERR') || ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code);
}
