import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';
import { knownFieldEntity } from '../lexicon/field-names.js';

/**
 * A value stored as a key/value pair object, where the field's name is itself a value:
 * Postman's collections (`"auth": {"basic": [{"key": "username", "value": "mkowalczyk"},
 * {"key": "password", "value": "…"}]}`, its headers, query parameters and variables) and AWS's
 * tag lists (`{"Key": "Owner", "Value": "…"}`). The value is what its key names: a user name
 * or login, a password or secret (API_KEY, as secret-assignment takes `"password": "…"`), or a
 * field the field names know (`FullName`, `mobilePhone`). The key must come first in the
 * object, the value next, as these tools write them.
 */
const PAIR = /\{\s*"(?:key|Key)"\s*:\s*"(?<key>[A-Za-z][\w.-]{0,39})"\s*,\s*"(?:value|Value)"\s*:\s*"(?<value>(?:[^"\\\r\n]|\\.){1,200})"/g;
const USER_KEYS = new Set(['username', 'user', 'login', 'userid', 'user_id', 'user_name']);
const SECRET_KEYS = new Set(['password', 'passwd', 'pwd', 'secret', 'client_secret', 'clientsecret', 'apikey', 'api_key', 'token', 'access_token']);

function entityOf(key: string): EntityName | undefined {
  const folded = key.toLowerCase();
  if (USER_KEYS.has(folded)) return 'USERNAME';
  if (SECRET_KEYS.has(folded)) return 'API_KEY';
  return knownFieldEntity(key);
}

function* findPairs(text: string): Iterable<Candidate> {
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m !== null; m = PAIR.exec(text)) {
    const entity = entityOf(m.groups!.key!);
    const value = m.groups!.value!;
    // A Postman variable ("{{password}}") is a placeholder, not a value.
    if (entity === undefined || value.startsWith('{{')) continue;
    const start = m.index + m[0].length - value.length - 1;
    yield { start, end: start + value.length, score: 0.9, entity };
  }
}

export default defineDetector({
  id: 'json-key-value-pair',
  entity: 'USERNAME',
  find: findPairs,
  keywords: ['"key"'],
  keywordsInWords: true,
  examples: {
    positive: [
      // A fictitious login (the ninth reading's Postman collection), in Postman's v2.1 auth layout.
      { text: '"basic": [ { "key": "username", "value": "mkowalczyk" } ]', match: 'mkowalczyk' },
    ],
    negative: [
      '{ "key": "Content-Type", "value": "application/json" }',
      '{ "key": "username", "value": "{{user}}" }', // a Postman variable
    ],
  },
});
