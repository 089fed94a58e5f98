import { defineDetector } from '../engine/detector.js';

/**
 * An e-mail address with its `@` and dots written in brackets to keep it from spam harvesters,
 * as web pages, forum signatures and CVs print it: `john[at]example[dot]com`, `anna (at)
 * example (dot) de`, `j.doe(at)example(dot)org`, `info{at}example.co.uk`, `a.b[@]example[.]com`.
 * The bracketed `at` is the anchor (the keyword pass's hits); the local part before it and a
 * domain of at least two labels after it, its dots written as `.`, a bracketed `dot` or ` dot `,
 * ending in a top-level domain of letters. An `at` without brackets is a word of prose and is
 * left to the spoken and mailing-list readers (email-spoken, email-archive-at).
 */
const AT = String.raw`[ \t]?(?:\[at\]|\(at\)|\{at\}|<at>|\[@\]|\(@\))[ \t]?`;
const DOT = String.raw`(?:\.|[ \t]?(?:\[dot\]|\(dot\)|\{dot\}|<dot>|\[\.\]|\(\.\))[ \t]?|[ \t]dot[ \t])`;
const LOCAL = String.raw`[A-Za-z0-9][A-Za-z0-9_%+-]{0,63}(?:${DOT}[A-Za-z0-9_%+-]{1,63}){0,4}`;
const DOMAIN = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:${DOT}[A-Za-z0-9-]{1,63}){0,4}${DOT}[A-Za-z]{2,24}`;
const ADDRESS = String.raw`(?<![\p{L}\p{N}_.%+-])${LOCAL}${AT}${DOMAIN}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`;

export default defineDetector({
  id: 'email-obfuscated',
  entity: 'EMAIL_ADDRESS',
  patterns: () => [new RegExp(ADDRESS, 'giu')],
  keywords: ['[at]', '(at)', '{at}', '<at>', '[@]', '(@)'],
  window: 160,
  score: 0.9,
  examples: {
    positive: [
      // Fictitious addresses at RFC 2606's example domains, in the bracket forms anti-spam pages print
      { text: 'contact: john[at]example[dot]com', match: 'john[at]example[dot]com' },
      { text: 'email me: anna (at) example (dot) de', match: 'anna (at) example (dot) de' },
      { text: 'my email is j.doe(at)example(dot)org', match: 'j.doe(at)example(dot)org' },
      { text: 'Write to info{at}example.co.uk.', match: 'info{at}example.co.uk' },
      { text: 'a.b[@]example[.]com', match: 'a.b[@]example[.]com' },
      { text: 'JOHN[AT]EXAMPLE[DOT]COM', match: 'JOHN[AT]EXAMPLE[DOT]COM' },
    ],
    negative: [
      'meet me [at] the station', // "at" in brackets, no address around it
      'see note (at) end', // no domain of two labels
      'price (at) 5.99', // a figure, no top-level domain
    ],
  },
});
