import { defineDetector } from '../engine/detector.js';

/**
 * The "id" of a user in a JSON event, as an error tracker or an analytics tool records it
 * (Sentry's `"user": {"id": "usr_48213377", "email": …}`, Segment's `"user": {"id": …}`): the
 * value of "id" in an object that is the value of "user", "customer", "member", "patient",
 * "account_holder" or "author". Text mode reads JSON as text: the key of the object is read
 * before its opening brace. Reported as USERNAME, the type of account identifiers.
 */
const ID = /"id"[ \t]*:[ \t]*(?:"(?=[A-Za-z0-9_.:@-]{3,64}")|(?=\d{3,20}[ \t]*[,}\r\n]))(?<value>[A-Za-z0-9_.:@-]{3,64})/g;
const OWNER_KEY = /"(?:user|customer|member|patient|account_holder|author|client)"[ \t]*:[ \t]*$/;
/** How far the object's brace may stand before "id". */
const REACH = 2000;

/** Whether text[at] is a direct key of an object that is the value of an owner key. */
function inOwnerObject(text: string, at: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = at - 1; i >= Math.max(0, at - REACH); i--) {
    const c = text.charCodeAt(i);
    if (c === 34 && text.charCodeAt(i - 1) !== 92) inString = !inString;
    if (inString) continue;
    if (c === 125 || c === 93) depth++;
    else if (c === 123 || c === 91) {
      if (depth > 0) {
        depth--;
        continue;
      }
      return c === 123 && OWNER_KEY.test(text.slice(Math.max(0, i - 40), i).replace(/\s+$/, ''));
    }
  }
  return false;
}

export default defineDetector({
  id: 'username-json-user-id',
  entity: 'USERNAME',
  patterns: () => [ID],
  keywords: ['"id"'],
  window: 80,
  score: 0.75,
  validate: (_value, { text, start }) => inOwnerObject(text, text.lastIndexOf('"id"', start)),
  examples: {
    positive: [
      // Fictitious events (the fourth reading's Sentry event).
      { text: '{"user": {\n    "id": "usr_48213377",\n    "email": "m@example.org"\n  }}', match: 'usr_48213377' },
      { text: '{"customer":{"plan":"pro","id":77120}}', match: '77120' },
    ],
    negative: [
      '{"event_id": "9f2c", "id": "evt_48213377"}', // an event's id
      '{"user": {"org": {"id": "org_48213377"}}}', // a child object's id
      '{"project": {"id": "prj_48213377"}}',
    ],
  },
});
