/**
 * Whether a whole value under a column or key named for a type (known-fields.ts) can be of that
 * type at all: the engine takes such a value as one only when it fits, so a stray line under a
 * `mail` header ("p", a note) is not an e-mail address. Generous where a miss leaks (an address,
 * an organization), strict where any text would do (an e-mail address has an `@`).
 */
import type { EntityName } from '../../entities.js';

/** One address written out or in parts: letters, digits and the punctuation of addresses, over lines. */
export function addressFitsField(value: string): boolean {
  return value.length <= 300 && /\p{L}/u.test(value) && /^[\p{L}\p{M}\p{N}\s'’.,;:#/\\()&°ºª+-]+$/u.test(value);
}

/** An e-mail address, perhaps obfuscated or without a dot in its domain: one token with an `@`. */
export function emailFitsField(value: string): boolean {
  return value.length <= 254 && /^[^\s@<>()[\]]+@[^\s@<>()[\]]+$/u.test(value);
}

/** A phone number: at least five digits, more digits than letters ("ext", "x", "tel"). */
export function phoneFitsField(value: string): boolean {
  if (value.length > 40 || /[\n@]/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits > value.replace(/[^\p{L}]/gu, '').length;
}

/** An identity document's number: a digit in one short value. */
export function idFitsField(value: string): boolean {
  return value.length <= 40 && !value.includes('\n') && /\d/.test(value);
}

/** An organization's name: two characters or more with a letter, one line, no e-mail address or link. */
export function organizationFitsField(value: string): boolean {
  return value.length >= 2 && value.length <= 120 && !/[\n@]|:\/\//.test(value) && /\p{L}/u.test(value);
}

/**
 * Whether a table cell's value can be of its column's type (csv-block.ts, table-dashed-header.ts):
 * a placeholder (`n/a`, `none`, `-`) is none; names, organizations and addresses hold a letter in
 * at most 120 characters; dates, postcodes, numbers of accounts, members and documents, log-ins
 * and secrets are one short value.
 */
export function cellFitsColumn(value: string, entity: EntityName): boolean {
  if (!/[\p{L}\p{N}]/u.test(value) || /^(?:n\/?a|none|null|nil|unknown|tbd|-+)$/iu.test(value)) return false;
  switch (entity) {
    case 'EMAIL_ADDRESS':
      return emailFitsField(value);
    case 'PHONE_NUMBER':
      return phoneFitsField(value);
    case 'PERSON_NAME':
    case 'ORGANIZATION':
    case 'ADDRESS':
      return value.length <= 120 && /\p{L}/u.test(value);
    // A bank's number: an IBAN, or six digits or more (a sort code, a BSB, an account) with no
    // word in it. Xero's `AccountNumber` column holds the contact's code in the books
    // (`CUST-0418`, `SUPP-0117`: the nineteenth reading), no bank account.
    case 'IBAN':
      return value.length <= 64 && (/^[A-Z]{2}\d{2}[ ]?[A-Z0-9]/.test(value) || ((value.match(/\d/g)?.length ?? 0) >= 6 && !/\p{L}{2}/u.test(value)));
    default:
      return value.length <= 64;
  }
}
