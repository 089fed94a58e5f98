// `lazy` and `lazyObject` live in src/lazy.ts, a leaf that the lexicon's word lists use too; the
// detectors take them from here, the engine's API for plug-ins.
export { lazy, lazyObject } from '../lazy.js';
