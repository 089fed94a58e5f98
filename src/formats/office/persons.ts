import type { ZipEntry } from '../zip.js';
import type { PartContext } from './relationships.js';
import { decodeXml, unescapeXml } from './xml.js';

/**
 * The people a package itself names: the fields whose whole value is a person, whatever it
 * looks like (`rokafor`, `S::jr@…`): a tracked change's, a comment's and the package's author
 * ([ECMA-376] Part 1 §17.13.4.2, §17.13.5; Part 2 §11.1 creator and lastModifiedBy), Excel's
 * comment authors, threaded-comment persons and shared-workbook users (revision headers'
 * `userName`, userNames.xml's `userInfo name`). Each is replaced whole
 * where it stands (dom-pass.ts) and is a known person of the document: handed to the redactor
 * (Redactor.remember) before any part is redacted, so `Checked by rokafor` in the body goes too,
 * in whatever order the parts come.
 */

export const PERSON_ATTRIBUTES = new Set(['author', 'initials', 'userId', 'userName']);
export const PERSON_ELEMENTS = new Set(['creator', 'lastModifiedBy', 'author']);
// What programs write when they know no user (exceljs: "Unknown"; Word: "Author"): no person.
const NO_PERSON = new Set(['unknown', 'author', 'user', 'administrator']);

/**
 * Whether a person field's value names someone: not blank, not a program's default, not the
 * `tc={…}` that Excel writes as the author of a threaded comment's legacy note (its id).
 */
export function namesPerson(value: string): boolean {
  const v = value.trim();
  return v !== '' && !NO_PERSON.has(v.toLowerCase()) && !/^tc=\{[0-9a-f-]+\}$/i.test(v);
}

// Parts that hold no person field and can be large: worksheets, the shared strings, media.
const NO_FIELDS = /(^|\/)(worksheets\/[^/]+|sharedStrings)\.xml$/i;
const ATTRIBUTE = /\s(?:[\w.-]+:)?(author|userId|userName)="([^"]*)"/g;
const PERSON_NAME_ATTRIBUTE = /<(?:[\w.-]+:)?person\b[^>]*?\sdisplayName="([^"]*)"/g;
// A shared workbook's users (xl/revisions/userNames.xml, [ECMA-376] Part 1 §18.11.2.4).
const USER_INFO_NAME = /<(?:[\w.-]+:)?userInfo\b[^>]*?\sname="([^"]*)"/g;
const ELEMENT = /<((?:[\w.-]+:)?)(creator|lastModifiedBy|author)\b[^>]*>([^<]*)<\/\1\2>/g;

/**
 * The persons the package's XML parts declare, in part order (initials are replaced where they
 * stand but are no name to look for: two or three letters would be found in other words' places).
 */
export function declaredPersons(parts: ReadonlyMap<string, ZipEntry>): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    const value = unescapeXml(raw).trim();
    if (namesPerson(value)) found.add(value);
  };
  for (const [name, entry] of parts) {
    if (!/\.xml$/i.test(name) || NO_FIELDS.test(name)) continue;
    const xml = decodeXml(entry.data);
    if (!/author|userId|userName|displayName|creator|lastModifiedBy|userInfo/.test(xml)) continue;
    for (const m of xml.matchAll(ATTRIBUTE)) add(m[2]!);
    for (const m of xml.matchAll(PERSON_NAME_ATTRIBUTE)) add(m[1]!);
    for (const m of xml.matchAll(USER_INFO_NAME)) add(m[1]!);
    for (const m of xml.matchAll(ELEMENT)) add(m[3]!);
  }
  return [...found];
}

/**
 * The account name inside a person field that names a sign-in, which the text calls the person
 * by: `CORP\rokafor` (a Windows domain account), `rokafor@contoso.com` (a user principal name),
 * Word's presence id `S::rokafor@contoso.com::…`. Not a mailbox's generic name (`info@`).
 */
export function accountName(value: string): string | undefined {
  const presence = /^S::([^:]+)::/.exec(value);
  const v = presence ? presence[1]! : value;
  const user = /^[^\\\s]+\\([^\\\s]+)$/.exec(v)?.[1] ?? /^([^@\s]+)@[^@\s]+\.[^@\s]+$/.exec(v)?.[1];
  return user && !MAILBOXES.has(user.toLowerCase()) && namesPerson(user) ? user : undefined;
}

const MAILBOXES = new Set(['info', 'admin', 'office', 'contact', 'support', 'sales', 'mail', 'noreply', 'no-reply', 'webmaster', 'postmaster', 'hello', 'team']);

/** Hands the package's declared persons, and the account names in them, to the redactor (see above). */
export function rememberPersons(parts: ReadonlyMap<string, ZipEntry>, ctx: PartContext): void {
  for (const value of declaredPersons(parts)) {
    ctx.redactor.remember(value, 'PERSON_NAME');
    const account = accountName(value);
    if (account) ctx.redactor.remember(account, 'PERSON_NAME');
  }
}
