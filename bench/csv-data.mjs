// A customer CSV generated deterministically (same seed, same bytes), for bench/csv.mjs:
// names, e-mails, phones, addresses, IBANs, amounts, dates and free-text notes, some quoted,
// some with commas, quotes or line breaks inside. Fictitious people and identifiers only
// (555-01xx and 020 7946 0xxx phone numbers, example.* domains, IBANs with valid check digits).

const GIVEN = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Margaret', 'Steven', 'Sandra', 'Paul', 'Ashley', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kenji', 'Amara', 'Priya', 'Lukas', 'Sofia', 'Mateo', 'Chloe', 'Ahmed', 'Ingrid', 'Olga', 'Tomasz', 'Aisha'];
const FAMILY = ['Okafor', 'Watanabe', 'Lindqvist', 'Moreau', 'Kowalski', 'Hernandez', 'Fitzgerald', 'Novak', 'Castellano', 'Brennan', 'Haddad', 'Petersen', 'Yamamoto', 'Delgado', 'Whitfield', 'Abernathy', 'Sorensen', 'Mbeki', 'Rossi', 'Kaufmann', 'Ivanova', 'Gallagher', 'Larsen', 'Oyelaran', 'Takahashi', 'Mendoza', 'Schreiber', 'Dubois', 'Nakamura', 'Vasquez', 'Harrington', 'Lindgren', 'Costa', 'Fischer', 'Papadopoulos', 'Quinn'];
const STREETS = ['Maple', 'Oak', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Sunset', 'Ridge', 'Willow', 'Chestnut', 'Highland', 'Meadow'];
const SUFFIXES = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court', 'Boulevard'];
const CITIES = [['Springfield', 'IL', '627'], ['Portland', 'OR', '972'], ['Austin', 'TX', '787'], ['Madison', 'WI', '537'], ['Columbus', 'OH', '432'], ['Albany', 'NY', '122'], ['Boulder', 'CO', '803'], ['Raleigh', 'NC', '276']];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];
const NOTES = [
  'Prefers contact by e-mail',
  'Called about invoice {inv}, resolved',
  'Asked to update billing address',
  '"VIP" customer since {year}',
  'Payment reminder sent on {date}',
  'Do not call before 10am, ask for {given}',
  'Wants paper statements, {n} pages max',
  'Spoke with {given} {family} on {date}; follow up',
  'Card ending {n4} declined, customer notified',
  'Referred by {given} {family} ({email2})',
  'Call back on {phone2}',
  'Disputed charge of ${amount}, refunded',
  'Moved from {city}, new address pending',
  'Account reviewed\nno action needed',
  '',
  '',
  'n/a',
];

/** xorshift32: the same numbers on every machine and Node version. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/** A German IBAN with valid check digits (ISO 13616 mod 97), grouped by four as people write it. */
function iban(next) {
  let bban = '';
  for (let i = 0; i < 18; i++) bban += String(next() % 10);
  const digits = `${bban}131400`; // DE = 13 14, then 00
  let rem = 0;
  for (const ch of digits) rem = (rem * 10 + Number(ch)) % 97;
  const check = String(98 - rem).padStart(2, '0');
  const raw = `DE${check}${bban}`;
  return next() % 2 ? raw : raw.replace(/(.{4})/g, '$1 ').trim();
}

function phone(next) {
  const k = next() % 4;
  const line = `01${String(next() % 100).padStart(2, '0')}`;
  const area = ['415', '312', '503', '617', '206'][next() % 5];
  if (k === 0) return `+1 ${area} 555 ${line}`;
  if (k === 1) return `(${area}) 555-${line}`;
  if (k === 2) return `${area}-555-${line}`;
  return `+44 20 7946 0${String(next() % 1000).padStart(3, '0')}`;
}

/** A CSV field written as a spreadsheet would: quoted when it needs to be. */
function field(value) {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The customer CSV: about `bytes` long, CRLF line endings (as Excel writes them). */
export function customerCsv(bytes = 4_000_000, seed = 20261126) {
  const next = rng(seed);
  const pick = (xs) => xs[next() % xs.length];
  const lines = ['id,name,email,phone,address,iban,amount,currency,created,note'];
  let size = lines[0].length + 2;
  for (let id = 1; size < bytes; id++) {
    const given = pick(GIVEN);
    const family = pick(FAMILY);
    const email = `${given}.${family}${next() % 100}@${pick(DOMAINS)}`.toLowerCase();
    const [city, state, zip3] = pick(CITIES);
    const address = `${1 + (next() % 9800)} ${pick(STREETS)} ${pick(SUFFIXES)}, ${city}, ${state} ${zip3}${String(next() % 100).padStart(2, '0')}`;
    const amount = `${Math.floor(next() % 500000) / 100}`;
    const date = `202${next() % 6}-${String(1 + (next() % 12)).padStart(2, '0')}-${String(1 + (next() % 28)).padStart(2, '0')}`;
    const note = pick(NOTES)
      .replace('{inv}', `INV-${10000 + (next() % 90000)}`)
      .replace('{year}', String(2010 + (next() % 15)))
      .replace('{date}', date)
      .replace('{given}', pick(GIVEN))
      .replace('{family}', pick(FAMILY))
      .replace('{n}', String(next() % 20))
      .replace('{n4}', String(next() % 10000).padStart(4, '0'))
      .replace('{email2}', `${pick(GIVEN).toLowerCase()}@${pick(DOMAINS)}`)
      .replace('{phone2}', phone(next))
      .replace('{amount}', amount)
      .replace('{city}', pick(CITIES)[0]);
    const row = [String(id), `${given} ${family}`, email, phone(next), address, next() % 5 ? iban(next) : '', amount, 'USD', date, note].map(field).join(',');
    lines.push(row);
    size += row.length + 2;
  }
  lines.push(''); // the closing CRLF inside the join: one flat string, as a file read gives
  return lines.join('\r\n');
}
