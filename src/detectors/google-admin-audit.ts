import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';
import { addressFitsField, phoneFitsField } from './lib/field-fits.js';

/**
 * The old and new values of a user's record in Google Workspace's Admin audit log (Admin SDK
 * Reports API, `applicationName=admin`, "Admin Audit Activity Events - User Settings"): an event
 * `{"name": "CHANGE_FIRST_NAME", "parameters": [{"name": "OLD_VALUE", "value": "…"}, {"name":
 * "NEW_VALUE", "value": "…"}]}`. The parameter's name says only "old" or "new"; the event's name
 * says what changed: a first or last name, the user's address or phone number. Read from each
 * `"OLD_VALUE"`/`"NEW_VALUE"` back to its event's name.
 */
const PARAMETER = /"(?:OLD|NEW)_VALUE"\s*,\s*"value"\s*:\s*"((?:[^"\\\r\n]|\\.){1,200})"/y;
const EVENT = /"name"\s*:\s*"(CHANGE_[A-Z_]+)"\s*,\s*"parameters"\s*:\s*\[[^\]]*$/;
const CHANGED: Readonly<Record<string, EntityName>> = {
  CHANGE_FIRST_NAME: 'PERSON_NAME',
  CHANGE_LAST_NAME: 'PERSON_NAME',
  CHANGE_USER_ADDRESS: 'ADDRESS',
  CHANGE_USER_PHONE_NUMBER: 'PHONE_NUMBER',
};

function* findChangedValues(text: string): Iterable<Candidate> {
  for (const key of ['"OLD_VALUE"', '"NEW_VALUE"']) {
    for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + key.length)) {
      PARAMETER.lastIndex = at;
      const m = PARAMETER.exec(text);
      if (m === null) continue;
      const event = EVENT.exec(text.slice(Math.max(0, at - 600), at));
      const entity = event ? CHANGED[event[1]!] : undefined;
      const value = m[1]!;
      if (entity === undefined || !fits(entity, value)) continue;
      const start = m.index + m[0].length - value.length - 1;
      yield { start, end: start + value.length, score: 0.9, entity };
    }
  }
}

function fits(entity: EntityName, value: string): boolean {
  if (entity === 'ADDRESS') return addressFitsField(value);
  if (entity === 'PHONE_NUMBER') return phoneFitsField(value);
  return /\p{L}/u.test(value);
}

export default defineDetector({
  id: 'google-admin-audit',
  entity: 'PERSON_NAME',
  find: findChangedValues,
  keywords: ['_value"'],
  keywordsInWords: true,
  examples: {
    positive: [
      // A fictitious user's first name changed, in the Reports API's activity layout.
      { text: '{"name": "CHANGE_FIRST_NAME", "parameters": [{"name": "USER_EMAIL", "value": "t.bayar@example.edu"}, {"name": "OLD_VALUE", "value": "Tsetseg"}, {"name": "NEW_VALUE", "value": "Tsetsegmaa"}]}', match: ['Tsetseg', 'Tsetsegmaa'] },
    ],
    negative: [
      // A setting's values (CHANGE_CONTACTS_SETTING) name no one.
      '{"name": "CHANGE_CONTACTS_SETTING", "parameters": [{"name": "SETTING_NAME", "value": "ContactSharing"}, {"name": "OLD_VALUE", "value": "Enabled"}, {"name": "NEW_VALUE", "value": "Disabled"}]}',
    ],
  },
});
