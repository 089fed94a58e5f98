// A seeded sample of what a regex matches, for the examples of rules whose upstream test values
// are generated at random (gitleaks' secrets.NewSecret). Handles the subset the secret shapes
// use: literals, escapes, classes, groups with alternatives, and quantifiers; anchors, word
// boundaries and look-arounds produce nothing.

/** mulberry32: a small seeded generator, so every run writes the same examples. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CLASS_ESC = { d: '0123456789', w: `${ALNUM}_`, s: ' ' };

function expandClass(body) {
  let chars = '';
  for (let i = 0; i < body.length; ) {
    let c;
    if (body[i] === '\\') {
      const e = body[i + 1];
      if (CLASS_ESC[e]) {
        chars += CLASS_ESC[e];
        i += 2;
        continue;
      }
      if (e === 'x') {
        c = String.fromCharCode(parseInt(body.slice(i + 2, i + 4), 16));
        i += 4;
      } else {
        c = e;
        i += 2;
      }
    } else {
      c = body[i];
      i++;
    }
    if (body[i] === '-' && i + 1 < body.length) {
      let hi = body[i + 1];
      i += 2;
      if (hi === '\\') {
        hi = body[i];
        i++;
      }
      for (let k = c.charCodeAt(0); k <= hi.charCodeAt(0); k++) chars += String.fromCharCode(k);
    } else chars += c;
  }
  return [...new Set(chars)].join('');
}

/** Parses `source` into a tree: {alt: [[node…]…]} of {chars}|{lit}|{group}, each with min/max. */
function parse(source) {
  let i = 0;
  function alternatives() {
    const alts = [[]];
    while (i < source.length && source[i] !== ')') {
      if (source[i] === '|') {
        alts.push([]);
        i++;
        continue;
      }
      const node = atom();
      if (node) {
        quantifier(node);
        alts[alts.length - 1].push(node);
      }
    }
    return { alt: alts };
  }
  function atom() {
    const c = source[i];
    if (c === '(') {
      i++;
      let look = false;
      if (source[i] === '?') {
        const m = /^\?(?::|<[A-Za-z]\w*>|[=!]|<[=!])/.exec(source.slice(i));
        look = /^\?(?:[=!]|<[=!])/.test(m[0]);
        i += m[0].length;
      }
      const inner = alternatives();
      i++; // ")"
      return look ? null : { group: inner };
    }
    if (c === '[') {
      let j = i + 1;
      const negated = source[j] === '^';
      if (negated) j++;
      let body = '';
      while (source[j] !== ']') {
        if (source[j] === '\\') {
          body += source.slice(j, j + 2);
          j += 2;
        } else body += source[j++];
      }
      i = j + 1;
      let chars = expandClass(body);
      if (negated) chars = ALNUM.split('').filter((x) => !chars.includes(x)).join('');
      return { chars };
    }
    if (c === '\\') {
      const e = source[i + 1];
      i += 2;
      if (e === 'b' || e === 'B') return null;
      if (CLASS_ESC[e]) return { chars: e === 's' ? ' ' : CLASS_ESC[e] };
      if (e === 'x') {
        const ch = String.fromCharCode(parseInt(source.slice(i, i + 2), 16));
        i += 2;
        return { lit: ch };
      }
      return { lit: e === 'n' ? '\n' : e };
    }
    if (c === '^' || c === '$') {
      i++;
      return null;
    }
    i++;
    // An unescaped "." in these shapes stands for a literal dot ("hooks.slack.com").
    return { lit: c };
  }
  function quantifier(node) {
    node.min = 1;
    node.max = 1;
    const m = /^(?:\{(\d+)(?:(,)(\d*))?\}|([?*+]))\??/.exec(source.slice(i));
    if (!m) return;
    i += m[0].length;
    if (m[4] === '?') [node.min, node.max] = [0, 1];
    else if (m[4] === '*') [node.min, node.max] = [0, 8];
    else if (m[4] === '+') [node.min, node.max] = [1, 8];
    else {
      node.min = Number(m[1]);
      node.max = m[2] ? (m[3] ? Number(m[3]) : node.min + 8) : node.min;
    }
  }
  return alternatives();
}

function generate(tree, random, out) {
  const alts = tree.alt;
  const pick = alts[Math.floor(random() * alts.length)];
  for (const node of pick) {
    // The smallest count most of the time: lengths stay near the format's documented one.
    const count = node.min === node.max ? node.min : node.min + Math.floor(random() * Math.min(4, node.max - node.min + 1));
    for (let k = 0; k < count; k++) {
      if (node.lit !== undefined) out.push(node.lit);
      else if (node.chars !== undefined) out.push(node.chars[Math.floor(random() * node.chars.length)]);
      else generate(node.group, random, out);
    }
  }
}

/** A string that `source` matches, drawn with `random`. */
export function sampleOf(source, random) {
  const out = [];
  generate(parse(source), random, out);
  return out.join('');
}
