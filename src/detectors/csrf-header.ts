import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The anti-CSRF token a request carries in its header (`X-CSRF-Token`, `X-XSRF-TOKEN`,
 * `X-CSRFToken`: Rails, Angular, Django), in a request written out (`X-CSRF-Token: …`), a HAR
 * export read as text (`"name": "X-CSRF-Token", "value": "…"`) or a HAR read as JSON (the value
 * with the header's name as its hint). It is the signed-in session's own secret: with the
 * session cookie it lets anyone act as the user. Reported as API_KEY, where credentials belong.
 * A token in a form field or an assignment (`csrf-token=…`) is left: templates and tests hold
 * many that are no one's; but Django's own field, `csrfmiddlewaretoken`, with a value of its
 * shape (32 letters and digits, or 64 masked: django/middleware/csrf.py, CSRF_SECRET_LENGTH and
 * CSRF_TOKEN_LENGTH) is a request's token, as a debug page's POST table or a form body shows it.
 */
const HEADER = String.raw`[Xx]-(?:[Cc][Ss][Rr][Ff]|[Xx][Ss][Rr][Ff])-?[Tt][Oo][Kk][Ee][Nn]`;
const TOKEN = String.raw`(?<value>(?=[A-Za-z0-9+/=_.:-]*\d)(?=[A-Za-z0-9+/=_.:-]*[A-Za-z])[A-Za-z0-9+/=_.:-]{16,256})(?![A-Za-z0-9+/=_.:-])`;
const WHOLE_TOKEN = new RegExp(String.raw`^${TOKEN}$`);
const HINT = new RegExp(String.raw`^${HEADER}$`);
const DJANGO_FIELD = String.raw`(?<![A-Za-z0-9_-])csrfmiddlewaretoken(?:[ \t]+|=|["']?[ \t]*:[ \t]*)["']?(?<value>(?=[A-Za-z]*\d)(?=\d*[A-Za-z])(?:[A-Za-z0-9]{64}|[A-Za-z0-9]{32}))(?![A-Za-z0-9])`;

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
    new RegExp(DJANGO_FIELD, 'g'),
  ],
  keywords: ['x-csrf', 'x-xsrf', 'csrfmiddlewaretoken'],
  window: 300,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious tokens.
      { text: 'X-CSRF-Token: c1f0e9d8b7a6958473625140aabbccdd', match: 'c1f0e9d8b7a6958473625140aabbccdd' },
      { text: '{ "name": "X-CSRF-Token", "value": "c1f0e9d8b7a6958473625140aabbccdd" }', match: 'c1f0e9d8b7a6958473625140aabbccdd' },
      { text: 'X-XSRF-TOKEN: eyJpdiI6Ik1qQ2F6d0p4In0=9f8e7d6c', match: 'eyJpdiI6Ik1qQ2F6d0p4In0=9f8e7d6c' },
      // A Django debug page's POST table (the fifth reading) and a form body.
      { text: "POST:\nVariable            Value\ncsrfmiddlewaretoken 'ye9j5zcv0hedeg4tsnzbljv4w4biq47v'", match: 'ye9j5zcv0hedeg4tsnzbljv4w4biq47v' },
      { text: 'csrfmiddlewaretoken=K3p9Qz0aWmX7vR2tY8uB4nC6dE1fG5hJ', match: 'K3p9Qz0aWmX7vR2tY8uB4nC6dE1fG5hJ' },
    ],
    negative: ['X-CSRF-Token: <token>', 'csrf-token=Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7+V4eUrLfpuyOuxmiW9rhROG/Whikle15syazJOkrjJa3U2AbhIvUw==', 'X-CSRF-Token: fetch', 'name="csrfmiddlewaretoken" value="{{ csrf_token }}"', 'csrfmiddlewaretoken abcdefghijklmnopqrstuvwxyzabcdef' /* no digit */],
  },
});
