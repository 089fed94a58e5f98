// Two (or more) builds imported into one process for the side-by-side log benches
// (logs-ab.mjs, logs-fresh-ab.mjs, logs-rope-ab.mjs): each build's analyze() and its detectors
// (every detector, or the listed ids only), warmed up once on 1 MB of logs.
import { logsCorpus } from './logs-corpus.mjs';

/** The builds in `dirs` (dist folders, relative to the working folder), each warmed up on the same 1 MB. */
export async function importBuilds(dirs, ids) {
  const warm = logsCorpus(1e6, 7);
  const builds = [];
  for (const dir of dirs) {
    const base = new URL(dir.replace(/\/?$/, '/'), `file://${process.cwd()}/`).href;
    const { analyze } = await import(`${base}engine/analyze.js`);
    const { DETECTORS } = await import(`${base}detectors/index.js`);
    const detectors = ids ? DETECTORS.filter((d) => ids.includes(d.id)) : DETECTORS;
    analyze(warm, { detectors });
    builds.push({ dir, analyze, detectors });
  }
  return builds;
}
