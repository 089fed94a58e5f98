import { literalPositions } from '../../engine/detector.js';
import type { TextScan } from '../../engine/scan/index.js';
import type { Candidate } from '../../engine/types.js';
import { looksLikeSecret } from './placeholders.js';

export const HTPASSWD = 'htpasswd';

/**
 * The password of Apache's `htpasswd -b` (batch mode: "get the password from the command line
 * rather than prompting for it", httpd.apache.org/docs/current/programs/htpasswd.html):
 * `htpasswd -b[cmBdpsD] passwdfile username password`, `htpasswd -bn[mBdps] username password`.
 * The last of the arguments after the flags, a file first unless -n. What a shell history keeps.
 */
export function* findHtpasswdPasswords(text: string, score: number, scan?: TextScan): Iterable<Candidate> {
  // The call's scan finds "htpasswd" once for this and username-assignment's commands, and by
  // its first six characters (an indexOf of eight is several times slower: engine/scan/literals.ts).
  const commands = literalPositions(text, [HTPASSWD], scan);
  for (let k = 0; k < commands.length; k++) {
    const at = commands[k]!;
    const before = text.charCodeAt(at - 1);
    // The command, not a path's file name (".htpasswd", "/etc/nginx/htpasswd").
    if (at > 0 && !(before === 32 || before === 9 || before === 10 || before === 59 || before === 38 || before === 124 || before === 40)) continue;
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd < 0) lineEnd = text.length;
    const args = words(text, at + HTPASSWD.length, Math.min(lineEnd, at + 600));
    let flags = '';
    let i = 0;
    for (; i < args.length && args[i]!.text.startsWith('-') && args[i]!.quote === ''; i++) {
      flags += args[i]!.text.slice(1);
      // -C takes the bcrypt cost as its own word ("-C 10").
      if (/C$/.test(args[i]!.text) && /^\d+$/.test(args[i + 1]?.text ?? '')) i++;
    }
    if (!flags.includes('b')) continue;
    const wanted = flags.includes('n') ? 2 : 3;
    const password = args[i + wanted - 1];
    if (!password || !looksLikeSecret(password.text, 'password')) continue;
    yield { start: password.start, end: password.start + password.text.length, score };
  }
}

interface Word {
  text: string;
  start: number;
  quote: string;
}

/** The shell words of text[from, to), up to a command separator; a quoted word's span excludes its quotes. */
function words(text: string, from: number, to: number): Word[] {
  const out: Word[] = [];
  const re = /[ \t]+|"([^"\n]*)"|'([^'\n]*)'|([;&|])|([^\s"';&|]+)/y;
  re.lastIndex = from;
  while (re.lastIndex < to) {
    const m = re.exec(text);
    if (!m || m.index >= to) break;
    if (m[3] !== undefined) break;
    if (m[1] !== undefined) out.push({ text: m[1], start: m.index + 1, quote: '"' });
    else if (m[2] !== undefined) out.push({ text: m[2], start: m.index + 1, quote: "'" });
    else if (m[4] !== undefined) out.push({ text: m[4], start: m.index, quote: '' });
  }
  return out;
}
