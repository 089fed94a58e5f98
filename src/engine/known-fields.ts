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
  return FIELDS[fieldKey(hint)];
}

function fieldKey(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_\-.:*#\s]+/g, ' ')
    .trim();
}

/**
 * Names of columns that hold no value of their own type here but are common headers: kept as
 * they are in a header row, like the names above ("iban" is also a given name, "dob" a word).
 */
const HEADER_WORDS = new Set(
  `id|no|number|city|town|zip|zip code|zipcode|postcode|post code|postal code|plz|cp|country|state|province|region|county|
  iban|bic|swift|account|account number|bank|vat|vat id|vat number|tax id|tin|ein|sin|nino|dob|date of birth|
  birthdate|birth date|birthday|age|gender|sex|date|created|updated|amount|total|price|currency|notes|note|comment|comments|
  description|status|type|title|role|department|website|url|ip|ip address|user|user name|username|login|password|
  card|card number|credit card|license|licence|driver license|plate|ort|land|stadt|geburtsdatum|ville|pays|ciudad|país`
    .split('|')
    .map((w) => w.trim()),
);

/** Whether a header cell is the name of a field (kept in a header row: it is no value). */
export function isFieldName(value: string): boolean {
  if (value.length === 0 || value.length > 40) return false;
  const key = fieldKey(value);
  return key in FIELDS || HEADER_WORDS.has(key);
}

/** Not a value: placeholders a column holds where it has none. */
const NO_VALUE = new Set(['n/a', 'na', 'none', 'null', 'nil', 'unknown', 'tbd', '-', '—', 'true', 'false', 'yes', 'no']);

/**
 * Between the cells of a column joined into one text (formats/lib/cells.ts): a line holding NUL
 * alone. A text without it is one cell.
 */
export const CELL_SEPARATOR = '\n\u0000\n';

/**
 * The values of a field's text: each cell (see CELL_SEPARATOR) trimmed, when it holds a letter
 * or digit, is no placeholder and fits the type as a whole (an address over two lines); in a
 * cell that doesn't, each of its lines that fits on its own. Nothing that doesn't fit: a line
 * "p" in a `mail` column is no e-mail address.
 */
export function fieldValues(text: string, entity: EntityName): [start: number, end: number][] {
  const out: [number, number][] = [];
  if (!FITS.has(entity)) return out;
  for (let cs = 0; cs <= text.length; ) {
    let ce = text.indexOf(CELL_SEPARATOR, cs);
    if (ce < 0) ce = text.length;
    if (!pushValue(text, cs, ce, entity, out) && text.lastIndexOf('\n', ce - 1) >= cs) {
      for (let ls = cs; ls <= ce; ) {
        let le = text.indexOf('\n', ls);
        if (le < 0 || le > ce) le = ce;
        pushValue(text, ls, le, entity, out);
        ls = le + 1;
      }
    }
    cs = ce + CELL_SEPARATOR.length;
  }
  return out;
}

/** Adds text[s, e), trimmed, when it is a value that fits; whether it was one. */
function pushValue(text: string, s: number, e: number, entity: EntityName, out: [number, number][]): boolean {
  while (s < e && isBlank(text.charCodeAt(s))) s++;
  while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
  if (e <= s) return false;
  const value = text.slice(s, e);
  if (!/[\p{L}\p{N}]/u.test(value) || NO_VALUE.has(value.toLowerCase()) || !fits(value, entity)) return false;
  out.push([s, e]);
  return true;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0 || c === 0xa0 || c === 0x3000;
}

/** The detectors that say what a field's values look like, by type (each of them must agree). */
const FITS = new Map<EntityName, ((value: string) => boolean)[]>();
for (const d of DETECTORS) {
  if (!d.fitsField) continue;
  const list = FITS.get(d.entity) ?? [];
  list.push(d.fitsField);
  FITS.set(d.entity, list);
}

/**
 * Whether a value can be of its field's type at all: each detector of the type with a
 * `fitsField` says so (person-name: a name, not "Quarterly total"; email: an `@`). A type
 * without one has no known-field values.
 */
function fits(value: string, entity: EntityName): boolean {
  return FITS.get(entity)?.every((f) => f(value)) ?? false;
}

/** The known field names, to check that each type has a `fitsField` (tests). */
export function knownFieldTypes(): EntityName[] {
  return [...new Set(Object.values(FIELDS))];
}
