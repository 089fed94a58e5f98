/**
 * THE catalog of entity types: the seed's 15 names, in the seed's order, with its descriptions.
 * This is the only place they are written; everything else imports them from here.
 */
export const ENTITIES = [
  { name: 'CUSTOM_ENTITY', description: 'User-defined custom entities for redaction' },
  { name: 'PERSON_NAME', description: 'First, last and full names of people' },
  {
    name: 'NATIONAL_ID',
    description: "National IDs: social security numbers, driver's license numbers, ID card numbers",
  },
  { name: 'EMAIL_ADDRESS', description: 'E-mail addresses' },
  { name: 'PHONE_NUMBER', description: 'Landline, mobile and international phone numbers' },
  { name: 'ADDRESS', description: 'Addresses, cities, countries, landmarks, streets' },
  { name: 'DATE', description: 'Dates and dates of birth' },
  { name: 'CREDIT_CARD', description: 'Credit card numbers (PAN)' },
  { name: 'IBAN', description: 'International bank account numbers' },
  { name: 'VAT_NUMBER', description: 'Tax registration identifiers (VAT, GST, EIN, ITIN)' },
  { name: 'USERNAME', description: 'User names and account identifiers' },
  { name: 'ORGANIZATION', description: 'Companies, agencies, institutions, organizations' },
  { name: 'ZIP_CODE', description: 'US ZIP codes, 5 or 9 digits' },
  { name: 'LICENSE_KEY', description: 'Software license keys' },
  { name: 'API_KEY', description: 'API keys for SaaS services, AI tools and similar' },
] as const;

export type EntityName = (typeof ENTITIES)[number]['name'];

export const ENTITY_NAMES: readonly EntityName[] = ENTITIES.map((e) => e.name);

const NAME_SET: ReadonlySet<string> = new Set(ENTITY_NAMES);

export function isEntityName(value: string): value is EntityName {
  return NAME_SET.has(value);
}

const ORDER = new Map(ENTITY_NAMES.map((name, i) => [name, i]));

/** Position in the seed's order; used to sort reports and counts consistently. */
export function entityOrder(name: EntityName): number {
  return ORDER.get(name) ?? -1;
}

export interface EntityListProblem {
  unknown: string[];
}

/**
 * Parses the seed's comma-separated form (`PERSON_NAME,EMAIL_ADDRESS`). Names are
 * case-insensitive and surrounding spaces are ignored. Returns the unknown names instead of
 * throwing so that callers (CLI, config, server) can report them in their own error type.
 */
export function parseEntityList(csv: string | readonly string[]): { entities: EntityName[]; unknown: string[] } {
  const parts = (typeof csv === 'string' ? csv.split(',') : csv).map((p) => p.trim()).filter((p) => p !== '');
  const entities: EntityName[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    const upper = part.toUpperCase();
    if (isEntityName(upper)) {
      if (!entities.includes(upper)) entities.push(upper);
    } else unknown.push(part);
  }
  return { entities, unknown };
}
