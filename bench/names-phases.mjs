// Time per phase of the PERSON_NAME / ORGANIZATION / ADDRESS analysis on the bench corpus
// (src/detectors/names/names-analysis.ts runs the same phases in the same order), in ms of CPU
// per call after a warm-up: where to look when the names take more of the engine's time.
// Usage: npm run build && node bench/names-phases.mjs
import { readFileSync } from 'node:fs';
import { tokenize } from '../dist/detectors/names/names-tokens.js';
import { buildRuns } from '../dist/detectors/names/names-runs.js';
import { findStreets } from '../dist/detectors/names/names-streets.js';
import { findHinted } from '../dist/detectors/names/names-hints.js';
import { findCuedPeople } from '../dist/detectors/names/names-person-cues.js';
import { findPeople, corefer } from '../dist/detectors/names/names-people.js';
import { findOrganizations } from '../dist/detectors/names/names-orgs.js';
import { findPlaces } from '../dist/detectors/names/names-places.js';
import { findLoneGivenNames } from '../dist/detectors/names/names-people.js';
import { findProperNouns } from '../dist/detectors/names/names-proper.js';
import { findCoordinated, findInformalNames } from '../dist/detectors/names/names-informal.js';
import { informalLines } from '../dist/detectors/names/names-register.js';

const text = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
const ctx = { region: 'US', hint: '', prior: [] };
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const totals = {};
function time(phase, fn) {
  const t0 = cpuMs();
  const result = fn();
  totals[phase] = (totals[phase] ?? 0) + cpuMs() - t0;
  return result;
}
const WARM = 100;
const RUNS = 300;
for (let i = 0; i < WARM + RUNS; i++) {
  if (i === WARM) for (const k of Object.keys(totals)) totals[k] = 0;
  const tokens = time('tokenize', () => tokenize(text));
  const gaps = [];
  const runs = time('runs', () => buildRuns(text, tokens, gaps));
  const informal = time('informal lines', () => informalLines(text));
  const nt = { text, tokens, gaps, runs, roles: new Uint8Array(tokens.length), people: [], orgs: [], places: [], informal, opaque: [], ctx };
  time('streets', () => nt.places.push(...findStreets(text, tokens)));
  time('hinted', () => findHinted(nt));
  time('cued people', () => findCuedPeople(nt));
  time('titled people', () => findPeople(nt, 'titled'));
  time('organizations', () => findOrganizations(nt));
  time('places, several words', () => findPlaces(nt, 'multiword'));
  time('gazetteer people', () => findPeople(nt, 'gazetteer'));
  time('people by role', () => findPeople(nt, 'role'));
  time('places, one word', () => findPlaces(nt, 'single'));
  time('later mentions', () => corefer(nt));
  time('lone given names', () => findLoneGivenNames(nt));
  time('proper nouns', () => findProperNouns(nt));
  time('informal names', () => findInformalNames(nt));
  time('joined names', () => findCoordinated(nt));
}
let total = 0;
for (const [phase, ms] of Object.entries(totals)) {
  total += ms / RUNS;
  console.log(`${phase.padEnd(22)} ${(ms / RUNS).toFixed(2).padStart(6)} ms`);
}
console.log(`${'total'.padEnd(22)} ${total.toFixed(2).padStart(6)} ms per ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`);
