import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { hasSequentialGroups, isLicenseValue } from './secrets/license.js';
import { namedValues } from './secrets/named-values.js';

/**
 * Values named as software licenses: assigned to `license key`, `serial number`, `product key`,
 * `activation code`, `registration code` (`name: value`, `name = value`, JSON and YAML keys,
 * `… is value`) or written after the name ("Serial No. X7K2-99QL"). Its keywords gate it, and
 * the names are read from where they occur: on text that names no license, nothing runs.
 */

// The license-naming end of a name (`license key: …`, `"productKey": "…"`, `SERIAL_NO=…`),
// read before the separators that secrets/named-values.ts finds.
const NAME = String.raw`(?:licen[cs]e(?:[ _.-]?(?:key|code|number|no|id))?|serial(?:[ _.-]?(?:number|no|key|code))?|product[ _.-]?(?:key|code)|activation[ _.-]?(?:key|code)|registration[ _.-]?(?:key|code)|cd[ _.-]?key|unlock[ _.-]?(?:key|code)|clave(?:[ _.-]de[ _.-](?:licencia|producto|activaci[oó]n))?|chave(?:[ _.-]de[ _.-](?:licen[cç]a|produto|ativa[cç][aã]o))?|cl[eé][ _.-]de[ _.-](?:licence|produit|activation)|(?:lizenz|produkt|aktivierungs)schl[uü]ssel)`;
// `clave`, `chave` (Spanish, Portuguese "key") name a license's key on an invoice's line
// ("Licencia antivirus 1 año (clave XK7R2-9QWP4-MT83L)"); French `clé` only with what it opens
// (a `clé USB` is a memory stick); German glues its nouns.
const LICENSE_NAME_BEFORE = new RegExp(String.raw`(?<![A-Za-z0-9])${NAME}\.?$`, 'i');
const VALUE = String.raw`(?<value>[A-Za-z0-9][A-Za-z0-9-]{5,62}[A-Za-z0-9])(?![\w@-]|\.\w)`;
// From a keyword on: the name, then "is" and the value ("the activation code is 8837-2210-4471"),
// or the value right after a name that ends in a noun such as "No." or "Key" ("Serial No.
// X7K2-99QL-4M2P", "Product Key # Q4T7M-8XK2P"; a bare "license MIT-2023" is a heading).
const NAME_THEN_VALUE = new RegExp(
  String.raw`(?<name>${NAME})\.?(?:[ \t]+(?<is>is)[ \t]+|[ \t]*#?[ \t]*)["']?${VALUE}`,
  'diy',
);
// Where names start when the engine gives no keyword positions (a keyword in the hint).
const NAME_START = /licen[cs]e|serial|product|activation|registration|cd[ _.-]?key|unlock|clave|chave|cl[eé]|lizenz|produkt|aktivierungs/gi;
const LICENSE_VALUE = /^[A-Za-z0-9][A-Za-z0-9-]{5,62}[A-Za-z0-9]$/;
// A driver's license number is a national ID, not a software license.
const DRIVING = /driv(?:er|ing)(?:'?s)?[ _-]*$/i;

function* findNamedLicenses(text: string, ctx: DetectorContext): Iterable<Candidate> {
  for (const pair of namedValues(text, ctx)) {
    let end = pair.valueEnd;
    if (!pair.quoted) while (end > pair.valueStart && text[end - 1] === '.') end--;
    const span: [number, number] = [pair.valueStart, end];
    if (isNamedLicenseValue(text, pair.nameEnd, span)) yield { start: span[0], end: span[1], score: 0.85 };
  }
  for (const at of ctx.keywordHits ?? nameStarts(text)) {
    NAME_THEN_VALUE.lastIndex = at;
    const m = NAME_THEN_VALUE.exec(text);
    const g = m?.indices?.groups;
    if (!m || !g?.name || !g.value) continue;
    // Without "is", the name must end in its noun ("Serial No.", "License Number").
    if (!m.groups!.is && !/(?:key|code|number|no|id|clave|chave|cl[eé]|licencia|producto|activaci[oó]n|licen[cç]a|produto|ativa[cç][aã]o|licence|produit|activation|schl[uü]ssel)$/i.test(m.groups!.name!)) continue;
    if (isNamedLicenseValue(text, g.name[1], g.value)) yield { start: g.value[0], end: g.value[1], score: 0.85 };
  }
}

function nameStarts(text: string): number[] {
  return [...text.matchAll(NAME_START)].map((m) => m.index);
}

/** Whether `span` holds a license value and the text just before `nameEnd` names it so. */
function isNamedLicenseValue(text: string, nameEnd: number, span: readonly [number, number]): boolean {
  const before = text.slice(Math.max(0, nameEnd - 40), nameEnd);
  const name = LICENSE_NAME_BEFORE.exec(before);
  if (!name || DRIVING.test(before.slice(0, name.index))) return false;
  const value = text.slice(span[0], span[1]);
  // A bare "serial" holding digits only is a counter (a DNS zone's SOA serial, a version).
  if (/^serial$/i.test(name[0]) && /^\d+$/.test(value)) return false;
  return LICENSE_VALUE.test(value) && isLicenseValue(value) && !hasSequentialGroups(value);
}

export default defineDetector({
  id: 'license-key-named',
  entity: 'LICENSE_KEY',
  find: findNamedLicenses,
  // At word starts: "LICENSE_KEY", "productKey", "the serial number".
  keywords: ['licen', 'serial', 'product', 'activation', 'registration', 'cd key', 'cd-key', 'cd_key', 'cdkey', 'unlock', 'clave', 'chave', 'clé', 'cle', 'lizenz', 'produkt', 'aktivierungs'],
  examples: {
    positive: [
      { text: 'license_key = "A1B2C-3D4E5-F6G7H"', match: 'A1B2C-3D4E5-F6G7H' },
      { text: 'Serial Number: 4CE0460D0G', match: '4CE0460D0G' },
      { text: '{"productKey": "QX7RT5ZM8K2P"}', match: 'QX7RT5ZM8K2P' },
      { text: 'Your activation code is 8837-2210-4471.', match: '8837-2210-4471' },
      { text: 'REGISTRATION_CODE=RC-99A7-KQ21-ZX', match: 'RC-99A7-KQ21-ZX' },
      // The name written before the value without a separator, as on labels and invoices.
      { text: 'Serial No. X7K2-99QL-4M2P', match: 'X7K2-99QL-4M2P' },
      { text: 'Product Key # Q4T7M8XK2PR6WJ9', match: 'Q4T7M8XK2PR6WJ9' },
      { text: 'the license number LN-2024-77QX3 expires', match: 'LN-2024-77QX3' },
      // A fictitious key on a Venezuelan invoice's line (the tenth reading's factura-ve).
      { text: 'Licencia antivirus 1 año (clave XK7R2-9QWP4-MT83L)', match: 'XK7R2-9QWP4-MT83L' },
      { text: 'Lizenzschlüssel: Q7MX2-KP4RT-8WZ3N', match: 'Q7MX2-KP4RT-8WZ3N' },
    ],
    negative: [
      'license: MIT',
      '"license": "Apache-2.0"',
      'License: BSD-3-Clause',
      "driver's license number D1234567", // a driving licence is a NATIONAL_ID
      'serial port COM3',
      'serial: 2013101809', // a DNS SOA serial
      'Serial No. 42 of 500', // too short to be a key
      'the license agreement applies', // a word, not a value
      'Product Code ABCDEFGH', // no digit
      'clave 418273', // digits alone: a PIN's or a code's, too short
      'clé USB-3000-XL', // a memory stick's model
    ],
  },
});
