import { DETECTORS } from '../detectors/index.js';
import type { EntityName } from '../entities.js';

/**
 * Fields whose meaning is known: a value under one of these names (a CSV or spreadsheet column,
 * a JSON key, an Office property, a PDF Info entry, given as the hint) is of that type whatever
 * the detectors say. A `name` column holds people even when their names are in no gazetteer
 * or script we know (`王秀英`, `김민준`, `محمد الأحمد`), a `dc:creator` is a person by definition.
 * Names are compared in lower case with `_ - .` as spaces and a trailing colon dropped.
 */
const FIELDS: Record<string, EntityName> = {};

function add(entity: EntityName, names: string): void {
  for (const n of names.split('|')) FIELDS[n.trim()] = entity;
}

add(
  'PERSON_NAME',
  `name|names|full name|fullname|first name|firstname|last name|lastname|given name|family name|middle name|surname|display name|
  customer|customer name|client|client name|contact|contact name|contact person|patient|patient name|employee|employee name|
  person|person name|applicant|tenant|recipient|recipient name|sender|sender name|signer|signatory|signed by|signature|
  cardholder|card holder|account holder|account name|holder|owner name|author|authors|creator|last modified by|lastmodifiedby|
  modified by|manager|contributor|initials|username display|
  vorname|nachname|ansprechpartner|kunde|kundenname|inhaber|verfasser|autor|bearbeiter|
  nom|prénom|prenom|nom complet|auteur|titulaire|
  nombre|apellido|apellidos|nombre completo|cliente|titular|
  nome|cognome|sobrenome|nome completo|
  naam|voornaam|achternaam|klant|
  imię|imie|nazwisko|soyad|ad soyad|adı soyadı|имя|фамилия|фио|
  姓名|氏名|名前|名字|联系人|聯絡人|客户|顧客|이름|성명|고객명|담당자|الاسم|الإسم|اسم|الاسم الكامل`,
);
add(
  'ORGANIZATION',
  `company|company name|companies|employer|organization|organisation|organization name|organisation name|firm|
  firma|unternehmen|arbeitgeber|société|societe|entreprise|empresa|compañía|compania|azienda|bedrijf|
  公司|会社|회사|الشركة`,
);
add(
  'EMAIL_ADDRESS',
  `email|e mail|email address|e mail address|mail|e mail adresse|courriel|correo|correo electrónico|邮箱|電子郵件|メール|メールアドレス|이메일|البريد الإلكتروني`,
);
add(
  'PHONE_NUMBER',
  `phone|phone number|telephone|telephone number|tel|mobile|mobile number|cell|cell phone|telefon|telefonnummer|handy|mobil|
  téléphone|telephone portable|portable|teléfono|telefono|móvil|celular|电话|電話|電話番号|전화|전화번호|휴대폰|هاتف|الهاتف`,
);
add(
  'ADDRESS',
  `address|street|street address|home address|mailing address|postal address|billing address|shipping address|
  anschrift|adresse|straße|strasse|dirección|direccion|indirizzo|endereço|endereco|adres|地址|住所|주소|العنوان`,
);
add('NATIONAL_ID', `ssn|social security number|national id|national id number|passport|passport number|id card number|identity number`);

/** The type of the values of a field named `hint`, if its name says it. */
export function knownFieldEntity(hint: string): EntityName | undefined {
  if (hint.length === 0 || hint.length > 40) return undefined;
  const key = hint
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_\-.:*\s]+/g, ' ')
    .trim();
  return FIELDS[key];
}

/** Not a value: placeholders a column holds where it has none. */
const NO_VALUE = new Set(['n/a', 'na', 'none', 'null', 'nil', 'unknown', 'tbd', '-', '—', 'true', 'false', 'yes', 'no']);

/**
 * The values of a field's text, one per line (formats join a column's cells with line breaks,
 * see formats/lib/cells.ts): trimmed, holding a letter or digit, no placeholder.
 */
export function fieldValues(text: string, entity: EntityName): [start: number, end: number][] {
  const out: [number, number][] = [];
  for (let ls = 0; ls <= text.length; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    let s = ls;
    let e = le;
    while (s < e && isBlank(text.charCodeAt(s))) s++;
    while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
    if (e > s) {
      const value = text.slice(s, e);
      if (/[\p{L}\p{N}]/u.test(value) && !NO_VALUE.has(value.toLowerCase()) && fits(value, entity)) out.push([s, e]);
    }
    ls = le + 1;
  }
  return out;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 0 || c === 0xa0 || c === 0x3000;
}

/**
 * Whether a value can be of its field's type at all: a person's name has no digits and, in Latin
 * script, a word that is a known name or no common word ("Quarterly total" in a totals row of a
 * Name column is not one); a phone number or an ID has digits.
 */
function fits(value: string, entity: EntityName): boolean {
  // A field's name as a value ("Full Name", "email" under a `name` key of a schema) names a
  // field, not a person, an e-mail or an address.
  if (knownFieldEntity(value)) return false;
  // The detectors of a type know what its values look like (person-name: a name, not a total).
  for (const d of DETECTORS) if (d.entity === entity && d.fitsField && !d.fitsField(value)) return false;
  if (entity === 'PHONE_NUMBER' || entity === 'NATIONAL_ID') return /\d/.test(value);
  return true;
}
