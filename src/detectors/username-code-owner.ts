import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isCommonWord } from './names/names-gazetteer.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * Whose work a code comment's mark says it is: `// TODO(ruairi): move to secrets manager` (the
 * nineteenth reading's git blame). Google's style guides write the owner in the brackets ("TODO
 * comments should include the string TODO in all caps, followed by the name, e-mail address,
 * bug ID, or other identifier of the person or issue": C++ Style Guide, "TODO Comments"), and
 * `FIXME(…)`, `XXX(…)`, `HACK(…)` follow it. A login (lower case, no English word, no topic's
 * tag: `TODO(perf)`, `TODO(cleanup)`; a name with its capital, `TODO(Zeke)`, is the names'); a bug
 * (`TODO(b/123456)`, `TODO(#42)`) or a version stays. An address in the brackets is the e-mail
 * detector's. From the keyword pass (the mark and its bracket).
 */
const MARK = /(?:TODO|FIXME|XXX|HACK)\((?<value>[A-Za-z][A-Za-z0-9._-]{0,30}[A-Za-z0-9])\)/y;
// Topics that teams tag their TODOs with, which are no English words of the lists.
const TOPICS: ReadonlySet<string> = new Set(
  'perf|i18n|l10n|a11y|refactor|cleanup|docs|deps|api|ui|ux|compat|infra|ci|cd|tests|todo|fixme|later|someday|mvp|v1|v2|prod|dev|ios|android|web|backend|frontend|db|sql|css|js|ts|py|go|rust|java|kotlin|swift|qa|ops|sec|auth|config|typing|types|lint|upstream|migration|hack|workaround|tbd|asap|p0|p1|p2|p3'.split('|'),
);

function isOwner(value: string): boolean {
  if (!isPersonalUsername(value) || /^v\d/i.test(value)) return false;
  const key = foldKey(value);
  return /^[a-z][a-z0-9._-]+$/.test(value) && value.length >= 3 && !TOPICS.has(value) && !isCommonWord(key);
}

function* findCodeOwners(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    MARK.lastIndex = hit;
    const m = MARK.exec(text);
    // The mark in capitals, as the guides write it ("todo(x)" is a call).
    if (m === null || !/^[A-Z]/.test(text.charAt(hit))) continue;
    const value = m.groups!.value!;
    if (!isOwner(value)) continue;
    const end = hit + m[0].length - 1;
    yield { start: end - value.length, end, score: 0.75 };
  }
}

const KEYWORDS = ['todo(', 'fixme(', 'xxx(', 'hack('] as const;

export default defineDetector({
  id: 'username-code-owner',
  entity: 'USERNAME',
  find: findCodeOwners,
  keywords: KEYWORDS,
  keywordsInWords: true,
  examples: {
    positive: [
      // The nineteenth reading's git blame (fictitious); Google's C++ Style Guide's form.
      { text: '// TODO(ruairi): move to secrets manager before go-live', match: 'ruairi' },
      { text: '# FIXME(tnakashima) retry on 503', match: 'tnakashima' },
      { text: '// HACK(lwenzel): the API returns 200 on error', match: 'lwenzel' },
    ],
    negative: [
      '// TODO(b/123456): remove after the migration', // a bug
      '// TODO(#42) flaky', // an issue
      '// TODO(perf): cache the lookup', // a topic
      '// TODO(cleanup): drop the flag', // a common word
      'const t = todo(item);', // a call
      '// TODO(v2) new schema', // a version
    ],
  },
});
