import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isCommonWord, isFamilyName } from './names/names-gazetteer.js';

/**
 * The user's login in a Windows computer's name, as IT departments name machines after whom they
 * are issued to: a device prefix, the login (an initial and the family name) and maybe an asset
 * number: `DESKTOP-JVERMEULEN.corp…`, `LT-RBOSMAN-0418` (the nineteenth reading's BIND query
 * log). Windows' own default name, `DESKTOP-` and seven random letters and digits (Microsoft
 * Learn, "Rename a computer"), names no one: the part after the initial must be a family name of
 * the gazetteers and no English word. From the keyword pass (the prefixes).
 */
const HOST = /(?:DESKTOP|LAPTOP|LT|NB|PC|WS|WKS)-(?<value>[A-Z]{4,21})(?:-\d{1,6})?(?![A-Za-z0-9_]|-[A-Za-z0-9])|(?:desktop|laptop|lt|nb|pc|ws|wks)-(?<lower>[a-z]{4,21})(?:-\d{1,6})?(?![A-Za-z0-9_]|-[A-Za-z0-9])/y;

function* findWindowsHosts(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit > 0 && /[\p{L}\p{N}_.-]/u.test(text.charAt(hit - 1))) continue;
    HOST.lastIndex = hit;
    const m = HOST.exec(text);
    const value = m?.groups!.value ?? m?.groups!.lower;
    if (!m || !value) continue;
    const family = foldKey(value.slice(1));
    if (!isFamilyName(family) || isCommonWord(family) || isCommonWord(foldKey(value))) continue;
    const start = hit + m[0].indexOf('-') + 1;
    yield { start, end: start + value.length, score: 0.7 };
  }
}

const KEYWORDS = ['desktop-', 'laptop-', 'lt-', 'nb-', 'pc-', 'ws-', 'wks-'] as const;

export default defineDetector({
  id: 'username-windows-host',
  entity: 'USERNAME',
  find: findWindowsHosts,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // The nineteenth reading's BIND query log (fictitious users).
      { text: 'client 10.20.7.41#60014 (DESKTOP-JVERMEULEN.corp.vandijk-logistics.nl): query', match: 'JVERMEULEN' },
      { text: 'query: LT-RBOSMAN-0418.corp.vandijk-logistics.nl IN A', match: 'RBOSMAN' },
    ],
    negative: [
      'DESKTOP-7K3J9QF.corp.example.com', // Windows' default name
      'LT-FINANCE-0418', // a department: no family name after an initial
      'PC-RECEPTION', // a place
    ],
  },
});
