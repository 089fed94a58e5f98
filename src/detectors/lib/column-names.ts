import type { EntityName } from '../../entities.js';
import { knownFieldEntity } from '../../lexicon/field-names.js';

// Columns that the field names of other formats don't name (lexicon/field-names.ts), common in
// schemas and exports (an SQL dump's columns, a CSV's header pasted into a text): dates of birth,
// postcodes, log-ins and credentials, bank details (a UK sort code and account number are
// reported as IBAN, as bank-account.ts does) and the numbers of members, customers and patients
// (reported as USERNAME, as account-id.ts does).
const COLUMN_FIELDS: ReadonlyMap<string, EntityName> = new Map([
  ...['dob', 'date of birth', 'birth date', 'birthdate', 'birthday', 'date birth'].map((n) => [n, 'DATE'] as const),
  ...['zip', 'zip code', 'zipcode', 'postcode', 'post code', 'postal code', 'plz', 'postleitzahl', 'cep'].map((n) => [n, 'ZIP_CODE'] as const),
  // An Amazon Cognito user pool's export (`cognito:username`, the standard claim
  // `preferred_username`: the twelfth reading's cognito-users.csv) and Active Directory's
  // `SamAccountName`.
  ...['username', 'user name', 'login', 'user login', 'screen name', 'handle', 'preferred username', 'cognito:username', 'sam account name', 'samaccountname'].map(
    (n) => [n, 'USERNAME'] as const,
  ),
  // OpenID Connect's standard claim `nickname` (a casual name: `Rhi`).
  ['nickname', 'PERSON_NAME'] as const,
  // `totp`: a password manager's column of the one-time-password seed (LastPass's `totp`,
  // Bitwarden's `login_totp`: the twenty-fifth reading's export), the secret itself.
  ...['password', 'password hash', 'passwd', 'pwd', 'api token', 'api key', 'token', 'access token', 'secret', 'auth token', 'refresh token', 'totp'].map(
    (n) => [n, 'API_KEY'] as const,
  ),
  ...['city', 'town', 'street address', 'address line', 'address line 1', 'address line 2', 'address1', 'address2'].map((n) => [n, 'ADDRESS'] as const),
  ...['iban', 'account number', 'bank account', 'bank account number', 'account no', 'acct no', 'sort code', 'sortcode', 'bsb'].map((n) => [n, 'IBAN'] as const),
  // Xero's contacts export (the nineteenth reading): the account holder's name, the person a
  // postal address is for (`POAttentionTo`), a Skype name.
  ...['bank account name', 'attention to'].map((n) => [n, 'PERSON_NAME'] as const),
  ['skype name', 'USERNAME'] as const,
  ...['card number', 'credit card', 'pan'].map((n) => [n, 'CREDIT_CARD'] as const),
  ...['member no', 'member number', 'member id', 'membership no', 'membership number', 'customer no', 'customer number', 'customer id', 'customer ref', 'customer reference', 'client ref', 'patient id', 'mrn', 'employee id', 'employee no', 'employee number', 'staff id', 'staff no'].map(
    (n) => [n, 'USERNAME'] as const,
  ),
  ...['nhs number', 'nhs no', 'ni number', 'nino', 'national insurance number', 'sin', 'ssn'].map((n) => [n, 'NATIONAL_ID'] as const),
]);

/** The type of the values of a column named `column` (quotes and backticks around it dropped), if its name says it. */
export function columnEntity(column: string): EntityName | undefined {
  const name = column.replace(/[`"[\]]/g, '').trim();
  // A number glued to the name is its own word: "address_line1", "addressLine2".
  // So is a word after capitals: "POCity" (Xero's postal address), "SAMAccountName".
  const key = name.replace(/^\*/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').replace(/([A-Za-z])(\d)/g, '$1 $2').toLowerCase().replace(/[_\-.\s]+/g, ' ').trim();
  return COLUMN_FIELDS.get(key) ?? knownFieldEntity(name) ?? COLUMN_FIELDS.get(key.replace(QUALIFIER, '')) ?? numberedPartEntity(key);
}

/**
 * Google Contacts' export numbers each address, phone and e-mail of a contact and names its parts:
 * `Address 1 - Street`, `Address 1 - Formatted`, `Address 2 - Postal Code`, `Phone 1 - Value`,
 * `E-mail 1 - Value` (the twenty-fifth reading's google-contacts.csv); `… - Label` is the kind
 * (`Mobile`, `* Home`), no value.
 */
function numberedPartEntity(key: string): EntityName | undefined {
  const m = /^(address|phone|e ?mail) \d{1,2} (street|formatted|extended address|po box|city|postal code|value)$/.exec(key);
  if (m === null) return undefined;
  if (m[1] === 'address') return m[2] === 'postal code' ? 'ZIP_CODE' : m[2] === 'value' ? undefined : 'ADDRESS';
  if (m[2] !== 'value') return undefined;
  return m[1] === 'phone' ? 'PHONE_NUMBER' : 'EMAIL_ADDRESS';
}

// Whose or which place a column's value is, before its name: `Home postcode`, `Billing zip`,
// `Work city` hold the same values as `postcode`, `zip`, `city`.
// Xero's contacts export prefixes `PO` (postal) and `SA` (street address): `POCity`, `SAAddressLine1`.
// Bitwarden's CSV export prefixes `login_` to a login's fields: `login_username`, `login_password`,
// `login_totp` (the twenty-fifth reading's bitwarden_export_20261128.csv).
const QUALIFIER = /^(?:home|work|billing|shipping|mailing|delivery|residential|current|previous|permanent|personal|private|po|sa|login) /;
