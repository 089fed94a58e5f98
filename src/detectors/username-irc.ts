import { defineDetector } from '../engine/detector.js';

/**
 * A nickname in an IRC client's log, where the format says it is a person's handle (RFC 2812's
 * nickname: a letter or one of `[]\`_^{|}`, then letters, digits, those and `-`):
 * - the speaker of a message line, after its time stamp: irssi's and WeeChat's `21:06
 *   <tamsin_b> reminder: …`, mIRC's `[21:06] <tamsin_b> …`, a mode sign before it (`<@gkowalczyk>`);
 * - the one joining or leaving in irssi's `-!- mbatista [~mbatista@2601:…] has joined #chan`;
 * - the account NickServ reports after a user's mask: `hollis!~hollis@host identified as hollis.tran`.
 * From the keyword pass: `<` after a blank, `-!-`, `identified as`.
 */
const SPEAKER = /^[ \t]*\[?\d{1,2}:\d\d(?::\d\d)?\]?[ \t]+<[ ]?[@+%&~]?(?<value>[A-Za-z_`^{|}\\[\]][\w`^{|}\\[\]-]{1,29})>[ \t]+\S/gm;
const JOINS = /-!-[ \t]+(?<value>[A-Za-z_`^{|}\\[\]][\w`^{|}\\[\]-]{1,29})[ \t]+\[[^\]\n@ ]{1,40}@[^\]\n ]{1,120}\][ \t]+has[ \t]+(?:joined|quit|left)\b/g;
const ACCOUNT = /![~^+=-]?[\w.-]{1,40}@[\w.:-]{1,120}[ \t]+identified[ \t]+as[ \t]+(?<value>[A-Za-z_][\w.`^{|}\\[\]-]{1,39}[\w`^{|}\\[\]-])/g;
// Markup a time stamp may stand before in other text: no speaker's nickname.
const TAGS = new Set(['a', 'b', 'i', 'p', 'br', 'hr', 'div', 'span', 'li', 'ul', 'ol', 'td', 'tr', 'th', 'em', 'strong', 'code', 'pre', 'html', 'body', 'head', 'title', 'script', 'style', 'table', 'img', 'tt', 'sup', 'sub', 'small', 'time']);

export default defineDetector({
  id: 'username-irc',
  entity: 'USERNAME',
  patterns: () => [SPEAKER, JOINS, ACCOUNT],
  keywords: [' <', '\t<', '-!-', 'identified as'],
  window: 200,
  score: 0.75,
  validate: (value) => !TAGS.has(value.toLowerCase()),
  examples: {
    positive: [
      // Fictitious nicknames (the thirteenth reading's irssi log).
      { text: '--- Log opened\n21:04 <hollis> ty!\n21:06 <tamsin_b> reminder: board vote saturday', match: ['hollis', 'tamsin_b'] },
      { text: 'Session Start\n[21:09] <@mbatista> hey, who do i venmo the fee to?', match: 'mbatista' },
      { text: '21:09 -!- mbatista [~mbatista@2601:1c0:cb00:4182::27] has joined #pdx-hackspace', match: 'mbatista' },
      { text: '21:31 -!- NickServ: hollis!~hollis@pdx.hackspace.example identified as hollis.tran', match: 'hollis.tran' },
    ],
    negative: [
      'if a <b> c then d', // no time stamp before it
      '10:30 <div> opens the block', // markup
      'at 21:06 <tamsin_b> said', // the time stamp does not open the line
      '-!- Irssi: Join to #chan was synced in 1 secs', // no mask
    ],
  },
});
