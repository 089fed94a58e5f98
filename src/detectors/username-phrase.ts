import { defineDetector } from '../engine/detector.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord } from './names/names-gazetteer.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * User names said in a sentence, as chats and tickets say them: "ur username is kbrennan92
 * right?", "my login was j_smith", "his handle is @ignored" (the handle detector's). The
 * `name: value` and `name=value` forms are username-assignment's. A word follows "is" in
 * prose ("the username is the same"): a value must hold a digit, "_" or ".", or end the
 * sentence in lower case and be no common word, or be quoted. Whose login it is may stand
 * instead of the verb ("admin login greta.l": then the value holds a digit, "_" or "."), and a
 * login may be given in brackets ("your system login (svaradarajan)": lower case, no English word).
 */
const PHRASE = /(?<![\p{L}\p{N}_])(?:user ?name|user id|login(?: name)?|log-in|screen ?name|gamertag)\s+(?:is|was|will be)\s+["'“‘]?(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu;
const OWNED = /(?<![\p{L}\p{N}_])(?:system|admin|administrator|staff|network|windows|sso|my|your|his|her|their|our)\s+(?:login|log-in|user ?name)\s+(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu;
// Who posted or wrote something, by handle ("Posted by dougk_atx on 03/03/2025", a listing's
// or a forum's byline): the value holds a digit, "_" or "." (validate), so "posted by John" stays.
const BYLINE = /(?<![\p{L}\p{N}_])(?:posted|written|submitted|uploaded|shared|edited|listed)\s+by\s+@?(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu;
const BRACKETED = /(?<![\p{L}\p{N}_])(?:login|log-in|user ?name|user id)\s*\((?<value>[a-z0-9_][a-z0-9._-]{0,62}[a-z0-9_])\)/giu;
const NOT_NAMES: ReadonlySet<string> = new Set(
  'the|a|an|my|your|his|her|their|our|same|still|not|now|already|correct|wrong|incorrect|invalid|taken|available|required|case|different|just|also|missing|empty|blank|too|what|ok|fine|public|private|visible|shown|displayed|unique|changed|locked|disabled|active|new|old|there|here|in|on|at|being|set|used|needed|optional'.split('|'),
);

export default defineDetector({
  id: 'username-phrase',
  entity: 'USERNAME',
  patterns: () => [PHRASE, OWNED, BRACKETED, BYLINE],
  keywords: ['username', 'user name', 'user id', 'login', 'log-in', 'screen', 'gamertag', 'posted by', 'written by', 'submitted by', 'uploaded by', 'shared by', 'edited by', 'listed by'],
  score: 0.75,
  validate: (value, { text, start, end }) => {
    if (!isPersonalUsername(value) || NOT_NAMES.has(value.toLowerCase())) return false;
    if (text.charAt(start - 1) === '(' && text.charAt(end) === ')') return /^[a-z0-9._-]+$/.test(value) && !isCommonWord(foldKey(value));
    if (!/(?:is|was|be)\s+["'“‘]?$/i.test(text.slice(Math.max(0, start - 12), start))) return /[\d_.]/.test(value);
    // Quoted, or holding a digit, "_" or ".": a user name.
    if (/[\d_.]/.test(value) || /["'“‘]/.test(text.charAt(start - 1))) return true;
    return /^[a-z]+$/.test(value) && /^\s*(?:[.,;!?)]|right\b|$)/i.test(text.slice(end, end + 8));
  },
  examples: {
    positive: [
      // Fictitious users.
      { text: "thats fine. i've updated the address. ur username is kbrennan92 right?", match: 'kbrennan92' },
      { text: 'My login was j_smith until March.', match: 'j_smith' },
      { text: 'Her user name is "mrossi".', match: 'mrossi' },
      { text: 'That you shared your system login (svaradarajan) with a temporary worker', match: 'svaradarajan' },
      { text: 'the workspace (fjordline-design, admin login greta.l).', match: 'greta.l' },
      { text: 'Posted by dougk_atx on 03/03/2025. Views: 1,284.', match: 'dougk_atx' }, // the third reading's listing
    ],
    negative: [
      'The username is the same as the e-mail address.',
      'Your login is required to continue.',
      'the username is case sensitive',
      'Login is root on the build box.',
      'Check your login details.',
      'Posted by admin on Monday', // no digit, "_" or "."
      'Sign in with your login (email) or phone.',
    ],
  },
});
