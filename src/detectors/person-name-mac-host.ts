import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord, isGivenName } from './names/names-gazetteer.js';

/**
 * The owner's given name in a Mac's default computer name, as macOS writes it into the local
 * host name when the Mac is set up (Apple, "Change your computer's name or local hostname on
 * Mac": spaces become hyphens, the apostrophe goes): `Annas-MacBook-Pro.local` ("Anna's
 * MacBook Pro"), and in German, French, Spanish, Italian and Dutch the name after the model
 * (`MacBook-Pro-von-Magdalena`, `MacBook-Air-de-Claire`, `iMac-di-Giulia`,
 * `MacBook-Pro-van-Sanne`), in an ssh key's comment or a log's host (the twelfth reading's
 * authorized_keys). A listed given name that is no English word; the finding is the name.
 * From the keyword pass (the model's name).
 */
const MODEL = String.raw`(?:MacBook(?:-Pro|-Air)?|iMac(?:-Pro)?|Mac-mini|Mac-Studio|Mac-Pro)`;
// The family name may follow the given one (`MacBook-Pro-van-Sanne-Kuipers`: the nineteenth
// reading's BIND log), when it is capitalised and no English word.
const AFTER = new RegExp(String.raw`${MODEL}(?:-\d+)?-(?:von|de|di|van|da|du)-(?<name>[A-Za-zÀ-ÖØ-öø-ÿ]{3,20})(?:-(?<family>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]{2,24}))?(?![A-Za-z0-9À-ÿ])`, 'y');
const BEFORE = /(?<![A-Za-z0-9À-ÿ-])(?<name>[A-Za-zÀ-ÖØ-öø-ÿ]{3,20})s-$/;

function* findMacHosts(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const at of ctx?.keywordHits ?? []) {
    AFTER.lastIndex = at;
    const m = AFTER.exec(text);
    if (m) {
      const name = m.groups!.name!;
      const family = m.groups!.family;
      const end = at + m[0].length - (family ? family.length + 1 : 0);
      const start = end - name.length;
      if (isGiven(name)) yield { start, end: family && !isCommonWord(foldKey(family)) ? at + m[0].length : end, score: 0.85 };
      continue;
    }
    // The English form: the owner's name and the possessive's s before the model (`Annas-MacBook-Pro`).
    const before = BEFORE.exec(text.slice(Math.max(0, at - 22), at));
    if (before && isGiven(before.groups!.name!)) {
      const start = at - 2 - before.groups!.name!.length;
      yield { start, end: start + before.groups!.name!.length, score: 0.85 };
    }
  }
}

function isGiven(name: string): boolean {
  const key = foldKey(name);
  return isGivenName(key) && !isCommonWord(key);
}

export default defineDetector({
  id: 'person-name-mac-host',
  entity: 'PERSON_NAME',
  find: findMacHosts,
  keywords: ['macbook', 'imac', 'mac-mini', 'mac-studio', 'mac-pro'],
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious owners (the twelfth reading's authorized_keys).
      { text: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKd91mR4tP7xZ2cV8nB0sQ5wL3jE6hY1uA9oF4gT2iKe mkowalczyk@MacBook-Pro-von-Magdalena.local', match: 'Magdalena' },
      { text: 'Last login: Tue Nov 17 09:14:02 2026 from Annas-MacBook-Pro.local', match: 'Anna' },
      { text: 'client (MacBook-Pro-van-Sanne-Kuipers.corp.vandijk-logistics.nl): query', match: 'Sanne-Kuipers' },
    ],
    negative: [
      'build runs on MacBook-Pro-von-Build.local', // no given name
      'ci@iMac-2.local', // no name
      'the MacBook-Air-de-Office', // a word
      'MacBook-Pro-van-Build-Server.local', // no given name
    ],
  },
});
