// Per phase, the CPU ms of the names analysis (names-analysis.ts compute(), whose phases this
// runs in its order) on ~20 MB of bench/logs-corpus.mjs, with the prior findings of a real
// analyze() call: three calls (or the count given) after a warm-up on 1 MB (WARM=n: n of them),
// one column per call. Where to look when the names take more of a log's call.
// COUNT=1: instead, once on 2 MB (MB=n to change), what each phase reads of the text: the
// capitalised tokens it visits (each `tokens[i]` it reads, through a counting Proxy: slow, so
// no timing), and how many tokens the spans found cover in the end (the tokens that became a
// finding); then the text's lines, informal lines and tokens.
// Usage: npm run build && node bench/names-logs-phases.mjs [dist directory] [calls]
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
const dist = pathToFileURL(resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname)).href;
const M = async (p) => import(`${dist}/detectors/names/${p}.js`);
const { DETECTORS } = await import(`${dist}/detectors/index.js`);
const { analyze } = await import(`${dist}/engine/analyze.js`);
const A = await M('names-analysis');
const { configValueSpans } = await M('names-config-values');
const { joinNicknames } = await M('names-nicknames');
const { findHinted } = await M('names-hints');
const { findCoordinated, findInformalNames } = await M('names-informal');
const { informalLines } = await M('names-register');
const { findCuedPeople } = await M('names-person-cues');
const { findOrganizations } = await M('names-orgs');
const { findGivenBeforeWord, findLoneGivenNames, findPeople, corefer } = await M('names-people');
const { findGreetedLowerCase, findLowerCaseMentions } = await M('names-lower-mentions');
const { dropSoftwareListItems } = await M('names-tech-lists');
const { findCapitalNames } = await M('names-caps');
const { findAfterLowerTitles } = await M('names-lower-titles');
const { claimSetPhrases } = await M('names-german');
const { codedAttributeSpans, dicomCodeSpans, markupNameSpans, x12CodeSpans } = await M('names-markup');
const { claimWordUses } = await M('names-word-uses');
const { findFollowedNames } = await M('names-followers');
const { findPlaces } = await M('names-places');
const { findProperNouns } = await M('names-proper');
const { buildRuns } = await M('names-runs');
const { findStreets } = await M('names-streets');
const { findTradeNames } = await M('names-trade');
const { findNamedPeople } = await M('names-named');
const { tokenize } = await M('names-tokens');
const { findInvertedSurnames } = await M('names-inverted');
const { logsCorpus } = await import('./logs-corpus.mjs');
const { byStart } = await M('names-span-order');
const { literalPositions } = await import(`${dist}/engine/detector.js`);
let captured;
// The context the address detector gets in a real call (the other detectors' findings as its
// prior ones, the call's scan), the three name detectors' own finds left out.
const detectors = DETECTORS.filter((d) => d.id !== 'person-name' && d.id !== 'organization').map((d) => (d.id === 'address' ? { ...d, find: (_t, ctx) => ((captured = ctx), []) } : d));
const contextOf = (text) => (analyze(text, { detectors }), captured);
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const OPAQUE = new Set(['EMAIL_ADDRESS', 'API_KEY', 'LICENSE_KEY', 'IBAN', 'CUSTOM_ENTITY']);
const COUNT = process.env.COUNT === '1';
// COUNT mode: the phase's reads of nt.tokens[i], counted by a Proxy the phases see as the array.
let visits = 0;
const counted = (tokens) => new Proxy(tokens, { get(target, key, receiver) { if (typeof key === 'string' && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57) visits++; return Reflect.get(target, key, receiver); } });
function run(text, ctx, totals) {
  const time = (k, fn) => { const v0 = visits; const t0 = cpu(); const r = fn(); totals[k] = (totals[k] ?? 0) + (COUNT ? visits - v0 : cpu() - t0); return r; };
  const slashes = time('slashes', () => literalPositions(text, ['/']));
  const opaque = time('opaque', () =>
    byStart([ctx.prior.filter((f) => OPAQUE.has(f.entity)), time('productSpans', () => A.productSpans(text, slashes)), time('configValueSpans', () => configValueSpans(text, slashes)), time('markupNameSpans', () => markupNameSpans(text)), time('dicomCodeSpans', () => dicomCodeSpans(text)), time('codedAttributeSpans', () => codedAttributeSpans(text)), time('x12CodeSpans', () => x12CodeSpans(text))]),
  );
  const logWordKeys = new Map();
  const plain = time('tokenize', () => tokenize(text, opaque, 'skip', logWordKeys));
  const tokens = COUNT ? counted(plain) : plain;
  const gaps = new Uint8Array(tokens.length);
  const runs = time('buildRuns', () => buildRuns(text, tokens, gaps));
  const streets = time('findStreets', () => findStreets(text, tokens));
  const informal = time('informalLines', () => informalLines(text, ctx.cueHits));
  const nt = { text, tokens, gaps, runs, roles: new Uint8Array(tokens.length), people: [], orgs: [], places: [...streets], informal, opaque, ctx, streetEnds: new Set(streets.map((s) => s.end)), logWordKeys };
  time('claimStreetWords', () => { for (const s of streets) if (s.ownsWords) for (let i = 0; i < tokens.length; i++) if (tokens[i].start >= s.start && tokens[i].start < s.end) nt.roles[i] = 3; });
  time('claimSetPhrases', () => claimSetPhrases(nt));
  time('claimWordUses', () => claimWordUses(nt));
  time('findHinted', () => findHinted(nt));
  time('findCuedPeople', () => findCuedPeople(nt));
  time('findNamedPeople', () => findNamedPeople(nt));
  time('people titled', () => findPeople(nt, 'titled'));
  time('findAfterLowerTitles', () => findAfterLowerTitles(nt));
  time('findOrganizations', () => findOrganizations(nt));
  time('findTradeNames', () => findTradeNames(nt));
  time('places multiword', () => findPlaces(nt, 'multiword'));
  time('people gazetteer', () => findPeople(nt, 'gazetteer'));
  time('people role', () => findPeople(nt, 'role'));
  time('findCapitalNames', () => findCapitalNames(nt));
  time('places single', () => findPlaces(nt, 'single'));
  time('corefer', () => corefer(nt));
  time('findLoneGivenNames', () => findLoneGivenNames(nt));
  time('findGivenBeforeWord', () => findGivenBeforeWord(nt));
  time('findProperNouns', () => findProperNouns(nt));
  time('findFollowedNames', () => findFollowedNames(nt));
  time('findInformalNames', () => findInformalNames(nt));
  time('findCoordinated', () => findCoordinated(nt));
  time('findLowerCaseMentions', () => findLowerCaseMentions(nt));
  time('findGreetedLowerCase', () => findGreetedLowerCase(nt));
  time('joinNicknames', () => joinNicknames(nt));
  time('findInvertedSurnames', () => findInvertedSurnames(nt));
  time('tail', () => dropSoftwareListItems(text, nt.people));
  if (COUNT) {
    const spans = [...nt.people, ...nt.orgs, ...nt.places];
    const inSpans = plain.filter((t) => spans.some((s) => t.start < s.end && s.start < t.end)).length;
    console.log(`lines ${text.split('\n').length}, informal lines ${informal.count}, tokens ${plain.length}, spans ${spans.length}, tokens inside a span ${inSpans}`);
  }
  return nt.people.length + nt.orgs.length + nt.places.length;
}
const warm = logsCorpus(1e6, 7);
{ const wc = contextOf(warm); for (let w = 0; w < Number(process.env.WARM ?? 1); w++) run(warm, wc, {}); }
const text = logsCorpus((COUNT ? Number(process.env.MB ?? 2) : 20) * 1e6);
const ctx = contextOf(text);
const N = COUNT ? 1 : Number(process.argv[3] ?? 3);
const all = [];
for (let r = 0; r < N; r++) { const t = {}; const t0 = cpu(); const n = run(text, ctx, t); t.total = cpu() - t0; all.push(t); if (r === 0) console.log('spans', n); }
for (const k of Object.keys(all[0])) console.log(k.padEnd(22), all.map((t) => t[k].toFixed(0).padStart(5)).join(' '));
