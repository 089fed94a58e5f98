import { InputError } from '../errors.js';

const ERRNO_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such file or directory',
  EISDIR: 'is a folder, not a file',
  ENOSPC: 'no space left on the output device',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

/**
 * Why a file failed, in one line that never holds a detected value: a handler's InputError
 * says it itself; a system error is named by its code; anything else is an internal error whose
 * message (which might quote the input, as JSON.parse's does) is only shown with --debug.
 */
export function failureReason(error: unknown, debug: boolean): string {
  if (error instanceof InputError) return error.reason;
  const e = error as NodeJS.ErrnoException;
  if (e?.code && ERRNO_REASONS[e.code]) return ERRNO_REASONS[e.code]!;
  const detail = debug && e?.stack ? `: ${e.stack.split('\n').join(' | ')}` : ' (run with --debug for details)';
  return `internal error${e?.code ? ` ${e.code}` : ''}${detail}`;
}
