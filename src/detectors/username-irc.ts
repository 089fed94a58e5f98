import { defineDetector } from '../engine/detector.js';

/**
 * A nickname in an IRC client's log, where the format says it is a person's handle (RFC 2812's
 * nickname: a letter or one of `[]\`_^{|}`, then letters, digits, those and `-`):
 * - the speaker of a message line, after its time stamp: irssi's and WeeChat's `21:06
 *   <tamsin_b> reminder: …`, mIRC's `[21:06] <tamsin_b> …`, a mode sign before it (`<@gkowalczyk>`),
 *   a date before the time (ZNC's and irssi's `2026-11-28 14:02:11 <jenny_b> hi`);
 * - the one joining or leaving in irssi's `-!- mbatista [~mbatista@2601:…] has joined #chan`;
 * - the account NickServ reports after a user's mask: `hollis!~hollis@host identified as hollis.tran`;
 * - the speaker of a line pasted without its time stamp, `<sarah_k> hi all` (a log copied from a
 *   client that hides them): the line opens with the nickname in angle brackets, and no closing
 *   tag follows on it. Alone it looks like markup or a placeholder (`<file> the input`), so it
 *   needs a nickname's mark (`_`, a digit, a mode sign) or another such line near it.
 * From the keyword pass: `<` after a blank, `> `, `-!-`, `identified as`.
 */
const SPEAKER = /^[ \t]*\[?(?:\d{4}-\d\d-\d\d[ T])?\d{1,2}:\d\d(?::\d\d)?\]?[ \t]+<[ ]?[@+%&~]?(?<value>[A-Za-z_`^{|}\\[\]][\w`^{|}\\[\]-]{1,29})>[ \t]+\S/gm;
const BARE_SPEAKER = /^<[@+%&~]?(?<value>[A-Za-z_`^{|}\\[\]][\w`^{|}\\[\]-]{1,29})>[ \t]+(?![^\n]*<\/)\S/gm;
const JOINS = /-!-[ \t]+(?<value>[A-Za-z_`^{|}\\[\]][\w`^{|}\\[\]-]{1,29})[ \t]+\[[^\]\n@ ]{1,40}@[^\]\n ]{1,120}\][ \t]+has[ \t]+(?:joined|quit|left)\b/g;
const ACCOUNT = /![~^+=-]?[\w.-]{1,40}@[\w.:-]{1,120}[ \t]+identified[ \t]+as[ \t]+(?<value>[A-Za-z_][\w.`^{|}\\[\]-]{1,39}[\w`^{|}\\[\]-])/g;
// Markup a time stamp may stand before in other text: no speaker's nickname.
const TAGS = new Set(['a', 'b', 'i', 'p', 'br', 'hr', 'div', 'span', 'li', 'ul', 'ol', 'td', 'tr', 'th', 'em', 'strong', 'code', 'pre', 'html', 'body', 'head', 'title', 'script', 'style', 'table', 'img', 'tt', 'sup', 'sub', 'small', 'time']);

/**
 * Whether a speaker with no time stamp before it (`<sarah_k> hi all`) reads as a nickname: marked
 * as one (`_`, a digit, a mode sign before it), or with another line near it that opens with a
 * speaker in angle brackets (a pasted log: `<sarah> hi\n<tomas> hey`).
 */
function bareSpeakerIsNick(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end);
  if (/[_\d]/.test(value) || text.charCodeAt(start - 1) !== 60) return true;
  const from = Math.max(0, start - 300);
  const to = Math.min(text.length, end + 300);
  // The text's first line opens with no line break before it.
  if (from === 0 && start - 1 !== 0 && BARE_LINE.test(text.slice(0, 33))) return true;
  for (let at = text.indexOf('\n<', from); at >= 0 && at < to; at = text.indexOf('\n<', at + 2)) {
    if (at + 1 === start - 1) continue;
    if (BARE_LINE.test(text.slice(at + 1, Math.min(text.length, at + 34)))) return true;
  }
  return false;
}

const BARE_LINE = /^<[@+%&~]?[A-Za-z_`^{|}\\[\]][\w`^{|}\\[\]-]{1,29}>[ \t]+\S/;

export default defineDetector({
  id: 'username-irc',
  entity: 'USERNAME',
  patterns: () => [SPEAKER, BARE_SPEAKER, JOINS, ACCOUNT],
  keywords: [' <', '\t<', '> ', '-!-', 'identified as'],
  window: 200,
  score: 0.75,
  validate: (value, ctx) => !TAGS.has(value.toLowerCase()) && (!opensLine(ctx.text, ctx.start) || bareSpeakerIsNick(ctx.text, ctx.start, ctx.end)),
  examples: {
    positive: [
      // Fictitious nicknames (the thirteenth reading's irssi log).
      { text: '--- Log opened\n21:04 <hollis> ty!\n21:06 <tamsin_b> reminder: board vote saturday', match: ['hollis', 'tamsin_b'] },
      { text: 'Session Start\n[21:09] <@mbatista> hey, who do i venmo the fee to?', match: 'mbatista' },
      { text: '--- Log opened\n2026-11-28 14:02:11 <jenny_b> hi', match: 'jenny_b' }, // the lead's session-24 probes
      { text: '21:09 -!- mbatista [~mbatista@2601:1c0:cb00:4182::27] has joined #pdx-hackspace', match: 'mbatista' },
      { text: '21:31 -!- NickServ: hollis!~hollis@pdx.hackspace.example identified as hollis.tran', match: 'hollis.tran' },
      // The lead's probe (session 23): a log pasted without its time stamps.
      { text: '--- Log opened\n<sarah_k> hi all', match: 'sarah_k' },
      { text: '--- Log opened\n<zorglub> hi all\n<gkowal> hey, welcome back', match: ['zorglub', 'gkowal'] },
    ],
    negative: [
      'if a <b> c then d', // no time stamp before it
      '10:30 <div> opens the block', // markup
      'at 21:06 <tamsin_b> said', // the time stamp does not open the line
      '-!- Irssi: Join to #chan was synced in 1 secs', // no mask
      '<file> the input to read', // a placeholder alone: no nickname's mark, no other speaker
      '<sarah_k> see <b>this</b>', // markup closes on the line
    ],
  },
});

/** Whether the speaker at text[start] opens its line after `<` and maybe a mode sign (BARE_SPEAKER's match). */
function opensLine(text: string, start: number): boolean {
  let lt = start - 1;
  if (lt > 0 && '@+%&~'.includes(text[lt]!)) lt--;
  if (text.charCodeAt(lt) !== 60) return false;
  return lt === 0 || text.charCodeAt(lt - 1) === 10;
}
