import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';
import { OWNER_DEVICE } from './lib/device-words.js';
import { isCommonWord } from './names/names-gazetteer.js';

/**
 * The owner's name in a device's host name as a DHCP server records it: ISC dhcpd's lease file
 * keeps the name the client sent (`client-hostname "Pema-Wangmo-MacBook-Air";`, dhcpd.leases(5)),
 * and phones and laptops send their default names, which carry the owner's (iOS
 * `Tshering-Dorjis-iPhone`, Android `Galaxy-S23-Karma`, `sonam-yangchen-ipad`; the fifteenth
 * reading's lease file). Only a host name that holds a device word: the words around it that
 * are letters only and no English word are the name (the possessive's `s` with it, as the host
 * name joins it). From the literal `client-hostname "`.
 */
const DEVICE = new Set([
  'iphone', 'ipad', 'ipod', 'macbook', 'imac', 'mac', 'mini', 'air', 'pro', 'max', 'plus', 'ultra', 'galaxy', 'pixel', 'android',
  'phone', 'tablet', 'tab', 'laptop', 'desktop', 'pc', 'notebook', 'thinkpad', 'surface', 'chromebook', 'oneplus', 'redmi', 'xiaomi',
  'huawei', 'oppo', 'vivo', 'nokia', 'moto', 'note', 'watch', 'kindle', 'fire', 'echo', 'dell', 'hp', 'lenovo', 'asus', 'acer', 'samsung',
  'apple', 'windows', 'linux', 'ubuntu', 'raspberrypi', 'tv', 'roku', 'chromecast', 'printer', 'work', 'home', 'old', 'new', 'main',
]);
const VALUE = /[A-Za-z0-9._-]{3,63}(?=";)/y;

function* findDhcpHosts(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const scan = scanOf(text, ctx);
  for (const at of scan.literal('client-hostname "')) {
    const start = at + 17;
    VALUE.lastIndex = start;
    if (!VALUE.test(text)) continue;
    const value = text.slice(start, VALUE.lastIndex);
    const parts = value.split(/[-_.]/);
    if (!parts.some((p) => OWNER_DEVICE.has(p.toLowerCase()))) continue;
    // The name: the longest run of parts that are letters only, no device word and no English word.
    let offset = start;
    let runStart = -1;
    let runEnd = -1;
    let best: [number, number] | undefined;
    for (const part of parts) {
      const bare = part.toLowerCase().replace(/s$/, '');
      const isName = /^[A-Za-z]{2,20}$/.test(part) && !DEVICE.has(part.toLowerCase()) && !DEVICE.has(bare) && !isCommonWord(part) && !isCommonWord(bare);
      if (isName) {
        if (runStart < 0) runStart = offset;
        runEnd = offset + part.length;
        if (!best || runEnd - runStart > best[1] - best[0]) best = [runStart, runEnd];
      } else runStart = -1;
      offset += part.length + 1;
    }
    if (best && best[1] - best[0] >= 3) yield { start: best[0], end: best[1], score: 0.8 };
  }
}

export default defineDetector({
  id: 'person-name-dhcp-host',
  entity: 'PERSON_NAME',
  find: findDhcpHosts,
  examples: {
    positive: [
      // Fictitious owners (the fifteenth reading's dhcpd.leases).
      { text: '  client-hostname "Pema-Wangmo-MacBook-Air";', match: 'Pema-Wangmo' },
      { text: '  client-hostname "Tshering-Dorjis-iPhone";', match: 'Tshering-Dorjis' },
      { text: '  client-hostname "Galaxy-S23-Karma";', match: 'Karma' },
    ],
    negative: [
      '  client-hostname "DESKTOP-K7Q41RT";', // no owner's name
      '  client-hostname "Living-Room-TV";', // no owner's device
      '  client-hostname "Kitchen-iPad";', // an English word
      '  host-name "Pema-Wangmo-MacBook-Air";', // not a lease's client host name
    ],
  },
});
