/**
 * An HTTP error with the contract's body `{"error": {"code", "message"}}` (docs/api.md). Routes
 * and hooks throw it; the app's error handler writes it. Messages never hold a detected value
 * or a token.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  error: { code: string; message: string };
}

export const errorBody = (code: string, message: string): ErrorBody => ({ error: { code, message } });
