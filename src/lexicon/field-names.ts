import type { EntityName } from '../entities.js';
import { lazy } from '../lazy.js';

/**
 * Fields whose meaning is known: a value under one of these names (a CSV or spreadsheet column,
 * a JSON key, an Office property, a PDF Info entry, given as the hint) is of that type whatever
 * the detectors say. A `name` column holds people even when their names are in no gazetteer
 * or script we know (`王秀英`, `김민준`, `محمد الأحمد`), a `dc:creator` is a person by definition.
 * Names are compared in lower case with `_ - .` as spaces and a trailing colon dropped. The
 * map is made on first use (issue 20: start-up; a run of `anonymize text` may never ask).
 */
const FIELD_NAMES: readonly (readonly [EntityName, string])[] = [
  [
    'PERSON_NAME',
    `name|names|full name|fullname|first name|firstname|last name|lastname|given name|family name|middle name|surname|display name|
    customer|customer name|client|client name|contact|contact name|contact person|patient|patient name|employee|employee name|
    person|person name|applicant|tenant|recipient|recipient name|sender|sender name|signer|signatory|signed by|signature|
    cardholder|card holder|account holder|account name|holder|owner name|author|authors|creator|last modified by|lastmodifiedby|
    modified by|manager|contributor|initials|username display|
    attendees|attendee|participants|attending physician|physician|referring physician|doctor|guarantor|
    policyholder|policy holder|next of kin|guardian|
    maiden name|birth name|vorname|nachname|geburtsname|ansprechpartner|kunde|kundenname|inhaber|verfasser|autor|bearbeiter|
    nom|prénom|prenom|nom complet|auteur|titulaire|
    nombre|apellido|apellidos|nombre completo|cliente|titular|
    nome|cognome|sobrenome|apelido|nome completo|
    naam|voornaam|achternaam|klant|
    imię|imie|nazwisko|soyad|ad soyad|adı soyadı|имя|фамилия|фио|
    姓名|氏名|名前|名字|联系人|聯絡人|客户|顧客|이름|성명|고객명|담당자|الاسم|الإسم|اسم|الاسم الكامل`,
  ],
  [
    'ORGANIZATION',
    `company|company name|companies|employer|organization|organisation|organization name|organisation name|firm|
    firma|unternehmen|arbeitgeber|société|societe|entreprise|empresa|compañía|compania|azienda|bedrijf|
    公司|会社|회사|الشركة`,
  ],
  [
    'EMAIL_ADDRESS',
    `email|e mail|email address|e mail address|mail|e mail adresse|courriel|correo|correo electrónico|邮箱|電子郵件|メール|メールアドレス|이메일|البريد الإلكتروني`,
  ],
  [
    'PHONE_NUMBER',
    `phone|phone number|telephone|telephone number|tel|mobile|mobile number|cell|cell phone|telefon|telefonnummer|handy|mobil|
    home phone|work phone|mobile phone|landline|fax|fax number|contact number|
    rufnummer|handynummer|mobilnummer|telefax|numéro de téléphone|número de teléfono|numero di telefono|cellulare|
    telefoon|telefoonnummer|mobiel|telefone|telemóvel|telemovel|
    téléphone|telephone portable|portable|teléfono|telefono|móvil|celular|电话|電話|電話番号|전화|전화번호|휴대폰|هاتف|الهاتف`,
  ],
  [
    'ADDRESS',
    `address|street|street address|home address|mailing address|postal address|billing address|shipping address|
    anschrift|adresse|straße|strasse|dirección|direccion|indirizzo|endereço|endereco|morada|adres|地址|住所|주소|العنوان`,
  ],
  ['NATIONAL_ID', `ssn|social security number|national id|national id number|passport|passport number|id card number|identity number|
    bsn|burgerservicenummer|id number|national number|national id no|national identity number|personal number|personal id number`],
];

const FIELDS = lazy((): ReadonlyMap<string, EntityName> => {
  const fields = new Map<string, EntityName>();
  for (const [entity, names] of FIELD_NAMES) for (const n of names.split('|')) fields.set(n.trim(), entity);
  return fields;
});

/** The first word of each field's name above (all added by now). */
const FIRST_WORDS = lazy((): ReadonlySet<string> => new Set([...FIELDS().keys()].map((key) => key.split(' ')[0]!)));

/** The type of the values of a field named `hint`, if its name says it. */
export function knownFieldEntity(hint: string): EntityName | undefined {
  // No name above holds a digit or an `@`: most values a column's cells are checked against
  // (known-fields.ts) are answered without the key.
  if (hint.length === 0 || hint.length > 40) return undefined;
  if (NO_NAME.test(hint)) return addressLine(hint);
  // Most values checked are no field's name, and their first word already says so: the whole
  // key is built only for a first word some field's name begins with (or one not in ASCII).
  // A profile change's field begins with its change's word (changedField).
  const first = asciiFirstWord(hint);
  if (first !== undefined && !FIRST_WORDS().has(first) && !CHANGE_WORDS.has(first)) return undefined;
  const key = fieldKey(hint);
  return FIELDS().get(key) ?? changedField(key);
}

/**
 * The first word of fieldKey(name), read without building the key: after any separators, up
 * to the next separator or a lower-case letter followed by a capital (`firstName`), in lower
 * case. Undefined when that reading meets a character beyond ASCII (whose lower case may
 * depend on what follows it, as a Greek final sigma's does) or finds no word: then the key
 * must be built.
 */
function asciiFirstWord(name: string): string | undefined {
  let i = 0;
  for (; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 128) return undefined;
    if (!isSeparator(c)) break;
  }
  let j = i;
  for (; j < name.length; j++) {
    const c = name.charCodeAt(j);
    if (c >= 128) return undefined;
    if (isSeparator(c)) break;
    if (j > i && c >= 65 && c <= 90) {
      const before = name.charCodeAt(j - 1);
      if (before >= 97 && before <= 122) break;
    }
  }
  return j > i ? name.slice(i, j).toLowerCase() : undefined;
}

/** [_\-.:*#\s] of fieldKey, in ASCII. */
function isSeparator(c: number): boolean {
  return c === 95 || c === 45 || c === 46 || c === 58 || c === 42 || c === 35 || c === 32 || (c >= 9 && c <= 13);
}

/** The type for a key as fieldKey() builds it (a field's or a changed field's), for tests of the first-word reading. */
export function fieldEntityOfKey(key: string): EntityName | undefined {
  return FIELDS().get(key) ?? changedField(key);
}

/**
 * A profile change's field: the known name after `previous`, `updated`, `old`, `new`, `former`
 * or `original` (Keycloak's UPDATE_PROFILE event, `"previous_first_name": "Cristina"`,
 * `"updated_last_name": "Vasilescu"`: the sixteenth reading). Only a name of two words or a
 * specific one: `old_name` / `new_name` is a renamed file's or column's as often as a person's.
 */
function changedField(key: string): EntityName | undefined {
  const m = CHANGED.exec(key);
  if (m === null) return undefined;
  const rest = m[1]!;
  if (!rest.includes(' ') && !CHANGED_ONE_WORD.has(rest)) return undefined;
  return FIELDS().get(rest);
}

const CHANGED = /^(?:previous|updated|old|new|former|original|prev) (.+)$/;
const CHANGE_WORDS: ReadonlySet<string> = new Set(['previous', 'updated', 'old', 'new', 'former', 'original', 'prev']);
const CHANGED_ONE_WORD = new Set(['firstname', 'lastname', 'surname', 'email', 'phone', 'mobile', 'telephone', 'address']);

const NO_NAME = /[\d@]/;

/**
 * An address's numbered line: Shopify's and WooCommerce's `address1`/`address2`, Stripe's
 * `address_line2`, `addressLine2`, `street2`, `addr2` (the second line holds `Suite 3104`, `app. 2`,
 * which no street word shows). A digit 1–3 at the end of an address's name; `line2` alone stays
 * (a log's or a diff's line).
 */
function addressLine(hint: string): EntityName | undefined {
  const last = hint.charCodeAt(hint.length - 1);
  if (last < 49 || last > 51) return undefined;
  const stem = hint.slice(0, -1);
  if (NO_NAME.test(stem)) return undefined;
  return ADDRESS_LINE_STEMS.has(fieldKey(stem)) ? 'ADDRESS' : undefined;
}

const ADDRESS_LINE_STEMS = new Set(['address', 'address line', 'street', 'street address', 'addr', 'adresse', 'dirección', 'direccion']);

export function fieldKey(name: string): string {
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
const HEADER_WORDS = lazy((): ReadonlySet<string> => new Set(
  `id|no|number|city|town|zip|zip code|zipcode|postcode|post code|postal code|plz|cp|country|state|province|region|county|
  iban|bic|swift|account|account number|bank|vat|vat id|vat number|tax id|tin|ein|sin|nino|dob|date of birth|
  birthdate|birth date|birthday|age|gender|sex|date|created|updated|amount|total|price|currency|notes|note|comment|comments|
  description|status|type|title|role|department|website|url|ip|ip address|user|user name|username|login|password|
  card|card number|credit card|license|licence|driver license|plate|ort|land|stadt|geburtsdatum|ville|pays|ciudad|país`
    .split('|')
    .map((w) => w.trim()),
));

/** Whether a header cell is the name of a field (kept in a header row: it is no value). */
export function isFieldName(value: string): boolean {
  if (value.length === 0 || value.length > 40) return false;
  const key = fieldKey(value);
  return FIELDS().has(key) || HEADER_WORDS().has(key);
}

/** The types the known field names stand for, to check that each has a `fitsField` (tests). */
export function knownFieldTypes(): EntityName[] {
  return [...new Set(FIELDS().values())];
}
