import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { OWNER_DEVICE } from './lib/device-words.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isCommonWord } from './names/names-gazetteer.js';

/**
 * The owner's given name in a device's identifier that says whose it is with a possessive
 * word: Home Assistant slugs a phone's name into its entity ids (`Pixel 7 van Annelies` →
 * `mobile_app_pixel_7_van_annelies`, `device_tracker.iphone_van_joost`: the sixteenth reading's
 * Belgian log, leaks33), and host names keep the words (`iPhone-de-Marie`). Dutch `van`, German
 * `von`, French, Spanish and Portuguese `de`, after a device word of the same identifier; the
 * name is the word after, letters only and no English word (`iphone_de_test` stays).
 */
const NAME = /[A-Za-z]{2,20}(?![A-Za-z0-9])/y;

function* findOwners(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    const sep = text[hit]!;
    const wordEnd = text.indexOf(sep, hit + 1);
    if (wordEnd < 0 || wordEnd > hit + 4 || text[hit - 1] === sep) continue;
    // The identifier's parts before the possessive, back to its start or a dot (`device_tracker.`).
    let from = hit;
    while (from > 0 && /[A-Za-z0-9_-]/.test(text[from - 1]!)) from--;
    const parts = text.slice(from, hit).toLowerCase().split(/[_-]/);
    if (!parts.some((p) => OWNER_DEVICE.has(p))) continue;
    NAME.lastIndex = wordEnd + 1;
    if (!NAME.test(text)) continue;
    const start = wordEnd + 1;
    const name = text.slice(start, NAME.lastIndex);
    // The name's own separator may join a family name (`_van_joost_verhaegen`): the given name is enough to find.
    if (isCommonWord(name.toLowerCase()) || OWNER_DEVICE.has(name.toLowerCase())) continue;
    yield { start, end: NAME.lastIndex, score: 0.8 };
  }
}

const KEYWORDS = ['_van_', '_von_', '_de_', '-van-', '-von-', '-de-'];

export default defineDetector({
  id: 'person-name-device-owner',
  entity: 'PERSON_NAME',
  find: findOwners,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // Fictitious owners (the sixteenth reading's Home Assistant log).
      { text: 'Failed to send notification to mobile_app_pixel_7_van_annelies: Device not registered', match: 'annelies' },
      { text: "'{{ states.device_tracker.iphone_van_joost.attributes.latitude }}'", match: 'joost' },
      { text: 'host iPhone-de-Marie.fritz.box joined', match: 'Marie' },
    ],
    negative: [
      'sensor.living_room_van_de_kamer', // no device word
      'device_tracker.iphone_de_test', // an English word
      'switch.tv_van_de_woonkamer',
    ],
  },
});
