import { defineDetector } from '../engine/detector.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * An Okta System Log's user login without a domain: `"actor": {"id": "00u…", "type": "User",
 * "alternateId": "dwayne.okafor", "displayName": "Dwayne Okafor"}` (Okta's LogActor and
 * LogTarget objects, developer.okta.com's System Log API). A login with `@` is an e-mail
 * address and found as one; an app's or a group's object (`"type": "AppInstance"`) names no one,
 * so the object must be a user's. (Text mode reads JSON as text: the object is read from the
 * braces around the value; Okta writes these objects flat.)
 */
const VALUE = /"alternateId"[ \t]*:[ \t]*"(?<value>[^"\\\s@]{2,80})"/g;
const USER_TYPE = /"type"[ \t]*:[ \t]*"User"/;
/** How far an object's braces may stand from the value. */
const REACH = 600;

function inUserObject(text: string, at: number): boolean {
  const open = text.lastIndexOf('{', at);
  const close = text.indexOf('}', at);
  if (open < 0 || close < 0 || at - open > REACH || close - at > REACH) return false;
  return USER_TYPE.test(text.slice(open, close));
}

export default defineDetector({
  id: 'username-okta',
  entity: 'USERNAME',
  patterns: () => [VALUE],
  keywords: ['"alternateid"'],
  keywordsInWords: true,
  score: 0.8,
  validate: (value, { text, start }) => isPersonalUsername(value) && inUserObject(text, start),
  examples: {
    positive: [
      // A fictitious user (the ninth reading's Okta System Log export).
      { text: '"actor": { "id": "00u9p3n6cLkJ2hG5f8s1", "type": "User", "alternateId": "dwayne.okafor", "displayName": "Dwayne Okafor" }', match: 'dwayne.okafor' },
    ],
    negative: [
      '"target": [{ "id": "0oa1b2c3d4", "type": "AppInstance", "alternateId": "Salesforce", "displayName": "Salesforce.com" }]',
      '"client": { "userAgent": { "rawUserAgent": "Mozilla/5.0" }, "alternateId": "unknown" }',
    ],
  },
});
