import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * The user name and password of a SOAP message's WS-Security UsernameToken (OASIS, "Web Services
 * Security UsernameToken Profile 1.1.1", 3.1: `<wsse:UsernameToken><wsse:Username>…</wsse:Username>
 * <wsse:Password Type="…#PasswordText">…</wsse:Password></wsse:UsernameToken>`), as SoapUI and
 * service logs print captured requests. The element names say what the values are; a password
 * printed as text is a secret as `"password": "…"` is (API_KEY), a digest (`#PasswordDigest`) is
 * no password and stays. Read inside a UsernameToken element only (an XML `<Username>` elsewhere
 * is a field the field names answer for).
 */
const TOKEN_END = /<\/(?:[\w-]+:)?UsernameToken\s*>/;
const USERNAME = /<((?:[\w-]+:)?Username)\s*>([^<]{1,200})<\/\1\s*>/;
const PASSWORD = /<((?:[\w-]+:)?Password)(\s[^>]*)?>([^<]{1,200})<\/\1\s*>/;

function* findTokenValues(text: string): Iterable<Candidate> {
  for (let at = text.indexOf('UsernameToken'); at >= 0; ) {
    const open = text.lastIndexOf('<', at);
    const close = text.slice(at, at + 2000).search(TOKEN_END);
    if (open < 0 || at - open > 40 || text[at - 1] === '/' || close < 0) {
      at = text.indexOf('UsernameToken', at + 13);
      continue;
    }
    const body = text.slice(at, at + close);
    const user = USERNAME.exec(body);
    if (user) {
      const start = at + user.index + user[0].indexOf('>') + 1;
      const value = user[2]!.trim();
      if (value !== '' && !value.startsWith('${')) yield { start: start + user[2]!.indexOf(value), end: start + user[2]!.indexOf(value) + value.length, score: 0.95, entity: 'USERNAME' };
    }
    const password = PASSWORD.exec(body);
    if (password && !/#PasswordDigest/.test(password[2] ?? '')) {
      const start = at + password.index + password[0].indexOf('>') + 1;
      const value = password[3]!.trim();
      if (value !== '' && !value.startsWith('${')) yield { start: start + password[3]!.indexOf(value), end: start + password[3]!.indexOf(value) + value.length, score: 0.95, entity: 'API_KEY' };
    }
    at = text.indexOf('UsernameToken', at + close + 13);
  }
}

export default defineDetector({
  id: 'wsse-username-token',
  entity: 'USERNAME',
  find: findTokenValues,
  // The token's element names it.
  keywords: ['usernametoken'],
  examples: {
    positive: [
      // The profile's example of section 3.1 (2006), a fictitious user.
      {
        text: '<wsse:Security>\n<wsse:UsernameToken>\n<wsse:Username>zoe.hartmann</wsse:Username>\n<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">Ilove!Dogs42</wsse:Password>\n</wsse:UsernameToken>\n</wsse:Security>',
        match: 'zoe.hartmann',
      },
    ],
    negative: [
      '<Username>zoe.hartmann</Username>', // no UsernameToken around it
      '<wsse:UsernameToken><wsse:Username>${#Project#user}</wsse:Username></wsse:UsernameToken>', // a SoapUI property
    ],
  },
});
