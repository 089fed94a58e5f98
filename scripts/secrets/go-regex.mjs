// Go (RE2) regular expressions as JavaScript ones, for scripts/secrets/import-gitleaks.mjs.
// RE2 scopes case-insensitivity with `(?i)`, `(?i:…)` and `(?-i:…)`, which Node 20's
// irregexp lacks: the case-insensitive parts are written out instead ("a" -> "[aA]", "[a-f]"
// -> "[a-fA-F]"). `[[:alnum:]]`, `(?P<name>`, `(?s:.)` and `\z` get their JavaScript spellings.

const POSIX = { alnum: 'A-Za-z0-9', alpha: 'A-Za-z', digit: '0-9', upper: 'A-Z', lower: 'a-z', xdigit: '0-9A-Fa-f', space: '\\s', word: '\\w' };

const isLetter = (c) => /[A-Za-z]/.test(c);
const other = (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());

/** The items of a character class body, with the other case of each letter and range added. */
function foldClass(body) {
  const items = [];
  for (let i = 0; i < body.length; ) {
    let atom;
    if (body[i] === '\\') {
      atom = body.slice(i, i + 2);
      i += 2;
    } else {
      atom = body[i];
      i++;
    }
    if (body[i] === '-' && i + 1 < body.length && body[i + 1] !== ']') {
      const hi = body[i + 1] === '\\' ? body.slice(i + 1, i + 3) : body[i + 1];
      i += hi.length + 1;
      items.push(`${atom}-${hi}`);
      if (isLetter(atom) && isLetter(hi) && atom.length === 1 && hi.length === 1) items.push(`${other(atom)}-${other(hi)}`);
      continue;
    }
    items.push(atom);
    if (atom.length === 1 && isLetter(atom)) items.push(other(atom));
  }
  return [...new Set(items)].join('');
}

/** `source` (RE2 syntax) as a JavaScript regex source without flags. */
export function goToJs(source) {
  let out = '';
  // A stack of the case-insensitivity of the open groups; `(?i)` sets that of the current one.
  const stack = [false];
  let i = 0;
  const ci = () => stack[stack.length - 1];
  while (i < source.length) {
    const rest = source.slice(i);
    let m;
    if ((m = /^\(\?i\)/.exec(rest))) {
      stack[stack.length - 1] = true;
      i += m[0].length;
    } else if ((m = /^\(\?-i\)/.exec(rest))) {
      stack[stack.length - 1] = false;
      i += m[0].length;
    } else if ((m = /^\(\?s:\.\)/.exec(rest))) {
      out += '[\\s\\S]';
      i += m[0].length;
    } else if ((m = /^\(\?(-?)i:/.exec(rest))) {
      stack.push(m[1] !== '-');
      out += '(?:';
      i += m[0].length;
    } else if ((m = /^\(\?P</.exec(rest))) {
      stack.push(ci());
      out += '(?<';
      i += m[0].length;
    } else if (rest[0] === '(') {
      stack.push(ci());
      out += '(';
      i++;
    } else if (rest[0] === ')') {
      stack.pop();
      out += ')';
      i++;
    } else if (rest[0] === '[') {
      // A class: up to the first "]" that is not escaped, not first, and not closing "[:…:]".
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      let body = '';
      const negated = source[i + 1] === '^';
      let k = i + 1 + (negated ? 1 : 0);
      while (k < source.length && !(source[k] === ']' && k >= j)) {
        const posix = /^\[:(\w+):\]/.exec(source.slice(k));
        if (posix) {
          body += POSIX[posix[1]];
          k += posix[0].length;
        } else if (source[k] === '\\') {
          body += source.slice(k, k + 2);
          k += 2;
        } else {
          body += source[k] === '[' ? '\\[' : source[k];
          k++;
        }
      }
      out += `[${negated ? '^' : ''}${ci() ? foldClass(body) : body}]`;
      i = k + 1;
    } else if (rest[0] === '\\') {
      const esc = rest.slice(0, 2);
      if (esc === '\\z') out += '$';
      else if (/^\\x[0-9a-fA-F]{2}/.test(rest)) {
        out += rest.slice(0, 4);
        i += 2;
      } else out += esc;
      i += 2;
    } else {
      out += ci() && isLetter(rest[0]) ? `[${rest[0].toLowerCase()}${rest[0].toUpperCase()}]` : rest[0];
      i++;
    }
  }
  return out;
}
