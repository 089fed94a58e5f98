import path from 'node:path';
import type { Redactor } from '../engine/redactor.js';

/**
 * `--rename`: a file's name is redacted like its content (`Jane_Novak_payslip.pdf` ->
 * `[PERSON_NAME]_payslip.pdf`). Underscores are read as spaces (names in file names are joined
 * with them); the extension is kept; a replacement can't make a path separator.
 */
export function redactName(name: string, redactor: Redactor): string {
  const ext = path.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  const text = stem.replaceAll('_', ' ');
  const findings = redactor.analyze(text);
  if (findings.length === 0) return name;
  let out = '';
  let pos = 0;
  for (const f of findings) {
    out += stem.slice(pos, f.start) + redactor.replacement(text.slice(f.start, f.end), f.entity);
    pos = f.end;
  }
  const safe = (out + stem.slice(pos)).replace(/[/\\\0]/g, '_');
  return (safe === '' ? '_' : safe) + ext;
}

/** Every folder and file name of a relative path, redacted. */
export function redactPath(rel: string, redactor: Redactor): string {
  return rel
    .split(/[\\/]/)
    .map((part) => (part === '' || part === '.' || part === '..' ? part : redactName(part, redactor)))
    .join('/');
}
