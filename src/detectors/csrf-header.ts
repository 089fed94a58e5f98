import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The anti-CSRF token a request carries in its header (`X-CSRF-Token`, `X-XSRF-TOKEN`,
 * `X-CSRFToken`: Rails, Angular, Django), in a request written out (`X-CSRF-Token: …`), a HAR
 * export read as text (`"name": "X-CSRF-Token", "value": "…"`) or a HAR read as JSON (the value
 * with the header's name as its hint). It is the signed-in session's own secret: with the
 * session cookie it lets anyone act as the user. Reported as API_KEY, where credentials belong.
 * A token in a form field or an assignment (`csrf-token=…`) is left: templates and tests hold
 * many that are no one's.
 */
const HEADER = String.raw`[Xx]-(?:[Cc][Ss][Rr][Ff]|[Xx][Ss][Rr][Ff])-?[Tt][Oo][Kk][Ee][Nn]`;
const TOKEN = String.raw`(?<value>(?=[A-Za-z0-9+/=_.:-]*\d)(?=[A-Za-z0-9+/=_.:-]*[A-Za-z])[A-Za-z0-9+/=_.:-]{16,256})(?![A-Za-z0-9+/=_.:-])`;
const WHOLE_TOKEN = new RegExp(String.raw`^${TOKEN}$`);
const HINT = new RegExp(String.raw`^${HEADER}$`);

/** A header's value alone, with the header's name as the hint (a HAR's `{name, value}` read as JSON). */
function* findByHint(text: string, ctx: DetectorContext): Iterable<Candidate> {
  if (!ctx.hint || !HINT.test(ctx.hint.trim())) return;
  const value = text.trim();
  const start = text.indexOf(value);
  if (WHOLE_TOKEN.test(value)) yield { start, end: start + value.length };
}

export default defineDetector({
  id: 'csrf-header',
  entity: 'API_KEY',
  find: findByHint,
  patterns: () => [
    new RegExp(String.raw`(?<![A-Za-z0-9_-])${HEADER}:[ \t]*${TOKEN}`, 'g'),
    new RegExp(String.raw`(?<![A-Za-z0-9_-])${HEADER}\\?"[ \t]*,[ \t]*\\?"value\\?"[ \t]*:[ \t]*\\?"${TOKEN}`, 'g'),
  ],
  keywords: ['x-csrf', 'x-xsrf'],
  window: 300,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious tokens.
      { text: 'X-CSRF-Token: c1f0e9d8b7a6958473625140aabbccdd', match: 'c1f0e9d8b7a6958473625140aabbccdd' },
      { text: '{ "name": "X-CSRF-Token", "value": "c1f0e9d8b7a6958473625140aabbccdd" }', match: 'c1f0e9d8b7a6958473625140aabbccdd' },
      { text: 'X-XSRF-TOKEN: eyJpdiI6Ik1qQ2F6d0p4In0=9f8e7d6c', match: 'eyJpdiI6Ik1qQ2F6d0p4In0=9f8e7d6c' },
    ],
    negative: ['X-CSRF-Token: <token>', 'csrf-token=Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7+V4eUrLfpuyOuxmiW9rhROG/Whikle15syazJOkrjJa3U2AbhIvUw==', 'X-CSRF-Token: fetch'],
  },
});
