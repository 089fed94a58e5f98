// CPU time, not wall time: single-threaded work measures the same on a busy machine, so tools
// and detectors are compared fairly whatever else runs.
//
// With `warmMs`, a tool is measured in its steady state: first `warmMs` of CPU time of calls that
// are not counted (V8 compiles hot functions in background threads during the first second or
// so, and process.cpuUsage() counts those threads too), then the calls that are. A batch job or a
// long pipe runs in that state; bench/run.mjs prints the cold figure too.

/** Runs fn for `warmMs` of CPU time, then until `minMs` more; returns CPU ms per measured call. */
export async function cpuMsPerCall(fn, minMs, warmMs = 0) {
  await fn();
  const w0 = process.cpuUsage();
  const warmed = () => {
    const c = process.cpuUsage(w0);
    return (c.user + c.system) / 1000;
  };
  while (warmed() < warmMs) await fn();
  let n = 0;
  const c0 = process.cpuUsage();
  const elapsed = () => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  do {
    await fn();
    n++;
  } while (elapsed() < minMs);
  return elapsed() / n;
}

/**
 * `text` and a copy one character longer, in turn: every timed call gets a text the previous
 * call did not see, as in real use (the engine keeps nothing about a text between calls, but
 * V8 caches some regex results by string, and a tool under comparison might keep more).
 */
export function alternating(text) {
  // Decoded from bytes, the copy is a flat string like the text read from a file (a string
  // made by `+` is a rope, which character loops read more slowly).
  const texts = [text, Buffer.from(`${text}\n`).toString()];
  let turn = 0;
  return () => texts[turn++ & 1];
}

/**
 * Calls `fn` with the engine's memos of identifiers emptied first (BoundedMemo.forgetValues):
 * a corpus timed again and again would otherwise have its phone numbers validated once. The
 * memos of words stay, as the words of a language recur from one document to the next.
 */
export async function freshIdentifiers(fn) {
  const { BoundedMemo } = await import('../dist/detectors/lib/bounded-memo.js');
  return () => {
    BoundedMemo.forgetValues();
    return fn();
  };
}
