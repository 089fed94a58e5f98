// Over-redaction on ordinary English with few names (issue 13: the informal-text rules must not
// eat ordinary prose): the share of words redacted in texts this machine already has — the GPL-3
// (Debian's common-licenses), Python's language reference (pydoc_data.topics, first 200 KB) and
// Vim's user manual (usr_01-05). Texts that are absent are skipped. `npm run build` first.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRedactor, DocumentMemory } from '../dist/engine/index.js';

const redactor = createRedactor({});
const WORD = /[\p{L}\p{N}]+/gu;

function pydoc() {
  try {
    return execFileSync('python3', ['-c', "import pydoc_data.topics as t; print('\\n\\n'.join(t.topics[k] for k in sorted(t.topics))[:200000])"], { encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch {
    return undefined;
  }
}

const vim = [1, 2, 3, 4, 5].map((n) => `/usr/share/vim/vim90/doc/usr_0${n}.txt`).filter((f) => existsSync(f));
const texts = [
  ['GPL-3', existsSync('/usr/share/common-licenses/GPL-3') ? readFileSync('/usr/share/common-licenses/GPL-3', 'utf8') : undefined],
  ['Python reference', pydoc()],
  ['Vim user manual', vim.length ? vim.map((f) => readFileSync(f, 'utf8')).join('\n') : undefined],
];
for (const [name, text] of texts) {
  if (!text) {
    console.log(`${name}: not on this machine (skipped)`);
    continue;
  }
  const memory = new DocumentMemory();
  redactor.recorder(memory).analyze(text);
  const found = redactor.forDocument(memory).analyze(text);
  let words = 0;
  let hit = 0;
  let f = 0;
  for (const w of text.matchAll(WORD)) {
    words++;
    while (f < found.length && found[f].end <= w.index) f++;
    if (f < found.length && found[f].start < w.index + w[0].length) hit++;
  }
  console.log(`${name}: ${((100 * hit) / words).toFixed(2)}% of ${words} words redacted`);
}
