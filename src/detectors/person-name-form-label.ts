import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { isCommonWord, isFamilyName, isGivenName } from './names/names-gazetteer.js';
import { foldKey } from '../lexicon/fold.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A name in capitals after a Spanish or Portuguese form's label at the start of a line, as a
 * receipt, a prescription or a certificate prints it (`Cliente       : QUISPE MAMANI ROSA ELENA`
 * on a Peruvian boleta; SUNAT's and RENIEC's order, family names first). Capitals hide the case
 * the name finder reads, so the words must be names the gazetteer knows: two at least, and no
 * word that is a common word and no name (`CONSUMIDOR FINAL`, `CLIENTES VARIOS`, `PÚBLICO
 * GENERAL` stay: a boleta's anonymous customer). Starts from the keyword pass's hits.
 */
const LABEL = /(?:cliente|paciente|nombres?|apellidos y nombres|nombres y apellidos|asegurad[oa]|afiliad[oa]|titular|beneficiari[oa])[ \t]*:[ \t]*/iy;
const CAPS = /(?:[A-ZÁÉÍÓÚÜÑÇÃÕÂÊÔÀ][A-ZÁÉÍÓÚÜÑÇÃÕÂÊÔÀ'-]+(?: (?=[A-ZÁÉÍÓÚÜÑÇÃÕÂÊÔÀ])|(?=[ \t]*(?:\r?\n|$|[ \t]{2}|,))))+/uy;

function* findNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    // The label opens its line (after blanks).
    let b = hit - 1;
    while (b >= 0 && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 9)) b--;
    if (b >= 0 && text.charCodeAt(b) !== 10) continue;
    LABEL.lastIndex = hit;
    const label = LABEL.exec(text);
    if (label === null) continue;
    CAPS.lastIndex = hit + label[0].length;
    const caps = CAPS.exec(text);
    if (caps === null) continue;
    const words = caps[0].split(' ');
    if (words.length < 2 || words.length > 6) continue;
    let known = 0;
    let ok = true;
    for (const w of words) {
      const key = foldKey(w);
      const name = isGivenName(key) || isFamilyName(key);
      if (name) known++;
      else if (isCommonWord(key)) ok = false;
    }
    if (!ok || known < 2 || known < words.length - 1) continue;
    yield { start: caps.index, end: caps.index + caps[0].length, score: 0.85, entity: 'PERSON_NAME' };
  }
}

const KEYWORDS = ['cliente', 'paciente', 'nombre', 'apellidos y nombres', 'asegurad', 'afiliad', 'titular', 'beneficiari'] as const;

export default defineDetector({
  id: 'person-name-form-label',
  entity: 'PERSON_NAME',
  find: findNames,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // A fictitious customer (the ninth reading's Peruvian pharmacy receipt).
      { text: 'Fecha emisión : 22/11/2026\nCliente       : QUISPE MAMANI ROSA ELENA\nDNI           : 43817265', match: 'QUISPE MAMANI ROSA ELENA' },
    ],
    negative: ['Cliente       : CONSUMIDOR FINAL\n', 'Cliente : CLIENTES VARIOS\n', 'Nota: Cliente : QUISPE MAMANI ROSA ELENA\n'],
  },
});
