/**
 * The key under which gazetteer entries are stored and looked up: lower case, no diacritics,
 * and the letters NFD can't decompose mapped by hand, so "İzmir", "Izmir" and "IZMIR" meet.
 * scripts/build-names-data.mjs imports this function, so data and lookups fold alike; the
 * operators fold with it too, so a person's mentions meet whatever detector found them.
 */
const SPECIAL: Readonly<Record<string, string>> = {
  ı: 'i',
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
  '’': "'",
};

/** Folded forms of the non-ASCII words seen, bounded: past the limit the memo starts over. */
const folded = new Map<string, string>();
const FOLDED_LIMIT = 100_000;

export function foldKey(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length && ascii; i++) ascii = s.charCodeAt(i) < 128;
  if (ascii) return s.toLowerCase();
  let f = folded.get(s);
  if (f === undefined) {
    f = fold(s);
    if (folded.size >= FOLDED_LIMIT) folded.clear();
    folded.set(s, f);
  }
  return f;
}

function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ıłøßđæœþð’]/g, (c) => SPECIAL[c] ?? c);
}
