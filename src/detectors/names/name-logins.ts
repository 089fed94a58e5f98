import { foldKey } from '../../lexicon/fold.js';
import { isCommonWord, isFamilyName, isGivenName, isRareWord } from './names-gazetteer.js';
import { isSoftwareName } from './names-tech-lists.js';

/**
 * Whether a lower-case login is made of a person's name as a directory makes it, for the
 * USERNAME detectors that read a login after a cue (username-by-login, username-ticket-login,
 * username-psql-roles). `strict` (a cue any word may follow: "by" alone) asks both parts of
 * `given.family` to be no English word, or the second to be no word at all; otherwise (a cue that
 * says a person did or got something: `fixed by`, `assigned to`) a given name or an initial and a
 * family name suffice, unless both are English words (`will.power`). A digit suffix is allowed
 * (`kpatel2`). Outside `strict`, one word is a login when it is an initial and a listed family name
 * (`jmorales`, `kpatel`; isInitialAndSurname), or a name or such a login and a number (`dana42`;
 * `http2`, `sha256` stay).
 */
export function isNameLogin(value: string, strict: boolean): boolean {
  const m = /^([a-z]{1,24})(?:[._]([a-z]{2,24}))?(\d{0,4})$/.exec(value);
  if (m === null) return false;
  const [, first, last, digits] = m;
  if (last !== undefined) return joinedName(first!, last, strict);
  if (strict) return false;
  if (isInitialAndSurname(first!)) return true;
  if (digits === '' || first!.length < 3) return false;
  const key = foldKey(first!);
  return (isGivenName(key) || isFamilyName(key)) && !isCommonWord(key) && !isRareWord(key);
}

function joinedName(first: string, last: string, strict: boolean): boolean {
  const firstKey = foldKey(first);
  const lastKey = foldKey(last);
  const given = isGivenName(firstKey) && !isCommonWord(firstKey);
  const family = isFamilyName(lastKey) && !isCommonWord(lastKey);
  if (((given || first.length === 1) && family) || (given && !isCommonWord(lastKey) && last.length >= 3)) return true;
  if (strict) return false;
  return (isGivenName(firstKey) || first.length === 1) && isFamilyName(lastKey) && !(isCommonWord(firstKey) && isCommonWord(lastKey));
}

/**
 * `jmorales`, `oadeyemi`: an initial and a listed family name of three letters or more that is no
 * English word, the whole no word, no name (`cron`, `hand`) and no software or protocol the name
 * rules know (`gradle`, `dkim`: names-tech-lists; `jkim` is a login). A family name that is also a
 * word is read as the word: `jsmith` and `jdoe` read as `json`, `ebay`, `icloud`, `kmeans` and `imac` do.
 */
function isInitialAndSurname(word: string): boolean {
  if (word.length < 4) return false;
  const key = foldKey(word);
  if (isCommonWord(key) || isRareWord(key) || isGivenName(key) || isFamilyName(key) || isSoftwareName(key)) return false;
  const surname = foldKey(word.slice(1));
  return isFamilyName(surname) && !isCommonWord(surname) && !isRareWord(surname);
}

