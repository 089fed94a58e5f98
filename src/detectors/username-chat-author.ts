import { defineDetector } from '../engine/detector.js';

/**
 * A message's author in a chat export (DiscordChatExporter's plain text, and the like): a line
 * holding only a bracketed time stamp and the author's handle, maybe with Discord's
 * discriminator and the display name in brackets, above the message ("[07-Mar-26 19:02]
 * wobblyfrog#0 (Ollie)", "[07-Mar-26 19:05] kestrel.keys"). The handle must look like one (a
 * discriminator, or a digit, "_" or "." in it) and the next line must be a message, not another
 * stamped line: a log's "[12:00:01] started" is no author.
 */
const AUTHOR = /^\[(?<stamp>[^\]\n]{1,30})\][ \t]+(?<value>[a-z][a-z0-9_.]{1,31})(?<disc>#\d{1,4})?(?:[ \t]+\([^()\n]{1,40}\))?[ \t]*\r?\n[ \t]*(?=[^\s[])/gm;
const STAMP = /\d:\d\d/;

export default defineDetector({
  id: 'username-chat-author',
  entity: 'USERNAME',
  patterns: () => [AUTHOR],
  keywords: ['] '],
  window: 120,
  score: 0.75,
  validate: (value, { text, start }) => {
    if (value.endsWith('.') || /\.\./.test(value)) return false;
    const end = start + value.length;
    if (text.charCodeAt(end) !== 35 && !/[0-9_.]/.test(value)) return false;
    if (/^v?\d/.test(value)) return false;
    const open = text.lastIndexOf('[', start);
    return open >= 0 && STAMP.test(text.slice(open, start));
  },
  examples: {
    positive: [
      // Fictitious handles (the fourth reading's Discord export).
      { text: 'Channel: marketplace\n[07-Mar-26 19:02] wobblyfrog#0 (Ollie)\nright, GB is closed.', match: 'wobblyfrog' },
      { text: 'Channel: marketplace\n\n[07-Mar-26 19:05] kestrel.keys\nEllen, 41 Brunswick Square', match: 'kestrel.keys' },
      { text: 'Exported: 08-Mar-26\n[2026-03-07 19:15] m1nty\ncan someone DM me', match: 'm1nty' },
    ],
    negative: [
      '[12:00:01] started\n[12:00:02] done', // a log: the next line is stamped
      '[12:00:01] app.start\n[12:00:02] app.ready',
      '[07-Mar-26 19:02] wobblyfrog\nhello', // a plain word: no discriminator, no digit, "_" or "."
      '[x] todo.list\nmore', // no time in the brackets
      '[07-Mar-26 19:02] wobblyfrog#0 said hello\nok', // more on the line
    ],
  },
});
