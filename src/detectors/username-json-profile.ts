import { defineDetector } from '../engine/detector.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A user's handle in a chat export's JSON: Slack's `"name": "tamsin.okoro"` and
 * `"display_name": "tamsin"` in a user or user_profile object. "name" names a channel, a file
 * or an emoji reaction as often, so the object must hold a key only a person's object has
 * (`real_name`, `first_name`, `is_bot`, `profile`…, USER_KEYS) beside it. (Text mode reads
 * JSON as text: the object is read from the braces around the value, strings skipped.) A
 * DiscordChatExporter export's author and mentions (`"name": "tuguldur_07", "discriminator":
 * "0000", "nickname": "Tuguldur"`, reader23): its `discriminator`, `nickname`, `isBot` and
 * `avatarUrl` are a user's keys too, and the nickname a value.
 */
const VALUE = /"(?:display_name|name|nickname)"[ \t]*:[ \t]*"(?<value>[^"\\\n]{1,80})"/g;
const USER_KEYS: ReadonlySet<string> = new Set([
  'real_name', 'real_name_normalized', 'display_name', 'display_name_normalized', 'first_name', 'last_name',
  'is_bot', 'is_admin', 'is_owner', 'is_restricted', 'profile', 'tz', 'tz_label', 'avatar_hash', 'status_text',
  'discriminator', 'nickname', 'isBot', 'avatarUrl',
]);
/** How far an object's opening brace may stand before the value. */
const REACH = 4000;

/** The keys of the object that holds text[at] (its own, not its children's), or undefined. */
function objectKeys(text: string, at: number): string[] | undefined {
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= Math.max(0, at - REACH); i--) {
    const c = text.charCodeAt(i);
    if (c === 125) depth++;
    else if (c === 123) {
      if (depth === 0) {
        open = i;
        break;
      }
      depth--;
    }
  }
  if (open < 0) return undefined;
  const keys: string[] = [];
  depth = 0;
  for (let i = open; i < text.length && i < open + 2 * REACH; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) !== 34 && text.charCodeAt(j) !== 10) j += text.charCodeAt(j) === 92 ? 2 : 1;
      if (depth === 1 && /^[ \t\r\n]*:/.test(text.slice(j + 1, j + 4))) keys.push(text.slice(i + 1, j));
      i = j;
    } else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) break;
    }
  }
  return keys;
}

export default defineDetector({
  id: 'username-json-profile',
  entity: 'USERNAME',
  patterns: () => [VALUE],
  keywords: ['"name"', '"display_name"', '"nickname"'],
  keywordsInWords: true,
  score: 0.8,
  validate: (value, { text, start }) => {
    if (!isPersonalUsername(value.trim())) return false;
    const keyStart = text.lastIndexOf('"', text.lastIndexOf(':', start) - 1);
    const key = text.slice(text.lastIndexOf('"', keyStart - 1) + 1, keyStart);
    const keys = objectKeys(text, start);
    return keys !== undefined && keys.some((k) => k !== key && USER_KEYS.has(k));
  },
  examples: {
    positive: [
      // Fictitious users of a Slack export.
      { text: '"user_profile": {\n  "real_name": "Tamsin Okoro",\n  "display_name": "tamsin",\n  "name": "tamsin.okoro"\n}', match: ['tamsin', 'tamsin.okoro'] },
      { text: '{"id": "U04ABC", "name": "bzielinski", "is_bot": false, "profile": {"title": ""}}', match: 'bzielinski' },
      // A fictitious author of a DiscordChatExporter export (the twenty-third reading's).
      { text: '"author": { "name": "mod_ganaa", "discriminator": "0000", "nickname": "Ganaa (mod)", "isBot": false }', match: ['mod_ganaa', 'Ganaa (mod)'] },
    ],
    negative: [
      '{"id": "C01", "name": "payroll-au", "created": 1741845601, "creator": "U04ABC"}', // a channel
      '"reactions": [{"name": "white_check_mark", "users": ["U04ABC"], "count": 1}]',
      '{"name": "payslip.pdf", "title": "Payslip", "mimetype": "application/pdf"}', // a file
      '"roles": [ { "id": "2", "name": "Moderator", "color": "#E74C3C" } ]', // a Discord role
      '"guild": { "id": "1093847261038472194", "name": "Steppe Modders", "iconUrl": "https://cdn.discordapp.com/icons/1.png" }', // a server
    ],
  },
});
