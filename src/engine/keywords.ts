import type { Detector } from './types.js';

/**
 * Finds which detector keywords occur in a text in one pass, instead of one `includes` scan
 * per keyword (which cost more than all the detectors' regexes together once there were a few
 * dozen keywords). Every start position is tried; at each the longest keyword that matches
 * there is recorded, and with it every keyword it contains, so the result equals
 * `keywords.filter((k) => text.includes(k))`.
 */
export class KeywordIndex {
  private readonly re: RegExp | undefined;
  /** For each keyword, the keywords it contains (itself included). */
  private readonly contained = new Map<string, readonly string[]>();

  constructor(keywords: Iterable<string>) {
    const all = [...new Set(keywords)].filter((k) => k !== '').sort((a, b) => b.length - a.length);
    for (const k of all) this.contained.set(k, all.filter((other) => k.includes(other)));
    if (all.length) this.re = new RegExp(all.map(escapeRegExp).join('|'), 'g');
  }

  /** The keywords occurring in any of `texts` (which must already be lower-cased). */
  present(...texts: string[]): Set<string> {
    const found = new Set<string>();
    const re = this.re;
    if (!re) return found;
    for (const text of texts) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        for (const k of this.contained.get(m[0])!) found.add(k);
        if (found.size === this.contained.size) return found;
        re.lastIndex = m.index + 1;
      }
    }
    return found;
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const cache = new WeakMap<readonly Detector[], KeywordIndex>();

/** The keyword index of a detector list, built once per list. */
export function keywordIndexOf(detectors: readonly Detector[]): KeywordIndex {
  let index = cache.get(detectors);
  if (!index) {
    index = new KeywordIndex(detectors.flatMap((d) => d.keywords ?? []));
    cache.set(detectors, index);
  }
  return index;
}
