import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';

/**
 * The personal data of a CV written in LaTeX with the moderncv or awesome-cv class, whose
 * commands say what each argument is (moderncv's manual, "Personal data"; awesome-cv's
 * README): `\name{First}{Last}`, `\address{street}{postcode and town}{country}` (the country
 * kept), `\phone[mobile]{+48~601~482~736}` (a tilde is LaTeX's unbreakable space) and
 * awesome-cv's `\mobile{…}`, `\social[linkedin]{handle}` and awesome-cv's `\github{…}`,
 * `\linkedin{…}`, `\gitlab{…}`, `\twitter{…}` (the account names). E-mail addresses and the
 * free text of `\extrainfo` are the other detectors' finds.
 */
const COMMAND = /\\(?<cmd>name|address|phone|mobile|social|github|gitlab|linkedin|twitter|stackoverflow)(?:\[(?<kind>[a-z]+)\])?(?<args>(?:[ \t]*\{[^{}\r\n]*\})+)/g;
const ARG = /\{([^{}\r\n]*)\}/g;

/** Per command: the entity of each argument, in order (undefined: kept). */
const ARGS: Record<string, ReadonlyArray<EntityName | undefined>> = {
  name: ['PERSON_NAME', 'PERSON_NAME'],
  address: ['ADDRESS', 'ADDRESS'],
  phone: ['PHONE_NUMBER'],
  mobile: ['PHONE_NUMBER'],
  social: ['USERNAME'],
  github: ['USERNAME'],
  gitlab: ['USERNAME'],
  linkedin: ['USERNAME'],
  twitter: ['USERNAME'],
  stackoverflow: ['USERNAME'],
};

function* findCvValues(text: string): Iterable<Candidate> {
  if (!/\\documentclass(?:\[[^\]]*\])?\{(?:moderncv|awesome-cv)\}/.test(text)) return;
  COMMAND.lastIndex = 0;
  for (let m = COMMAND.exec(text); m !== null; m = COMMAND.exec(text)) {
    const entities = ARGS[m.groups!.cmd!]!;
    const argsStart = m.index + m[0].length - m.groups!.args!.length;
    ARG.lastIndex = 0;
    let i = 0;
    for (let a = ARG.exec(m.groups!.args!); a !== null && i < entities.length; a = ARG.exec(m.groups!.args!), i++) {
      const entity = entities[i];
      const inner = a[1]!;
      const value = inner.trim();
      if (entity === undefined || value === '' || value.startsWith('\\')) continue;
      const start = argsStart + a.index + 1 + inner.indexOf(value);
      yield { start, end: start + value.length, score: 0.9, entity };
    }
  }
}

export default defineDetector({
  id: 'latex-cv',
  entity: 'PERSON_NAME',
  find: findCvValues,
  keywords: ['\\documentclass'],
  examples: {
    // The address, phone and account arguments are in test/detectors/reader9-leaks.test.ts.
    positive: [
      // A fictitious engineer (the ninth reading's CV), in moderncv's template layout.
      {
        text: '\\documentclass[11pt,a4paper,sans]{moderncv}\n\\name{Mateusz}{Wiśniewski-Holm}\n\\address{ul. Kołłątaja 18/4}{31-502 Kraków}{Poland}\n\\phone[mobile]{+48~601~482~736}\n\\social[github]{mwholm}\n',
        match: ['Mateusz', 'Wiśniewski-Holm'],
      },
    ],
    negative: [
      '\\documentclass{article}\n\\social[github]{mwholm}', // not a CV class
      '\\documentclass{moderncv}\n\\moderncvstyle{classic}\n\\title{Senior Engineer}',
    ],
  },
});
