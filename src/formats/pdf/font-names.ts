import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, type PDFContext } from 'pdf-lib';
import { maskFontProgram, type Mask } from './font-programs.js';
import { decodeStream } from './streams.js';
import { walkObjects } from './walk.js';

const name = (s: string) => PDFName.of(s);
const PROGRAMS = ['FontFile', 'FontFile2', 'FontFile3'] as const;

/**
 * Fonts carry names of their own: a font made from someone's signature is called
 * `ABCDEF+JaneNovak-Signature` in its dictionary (/BaseFont), its descriptor (/FontName) and its
 * program, and its glyphs may be named too. Each such name (font names, /Differences glyph
 * names and a Type3 font's glyph procedures) has what `mask` finds overwritten, its length kept,
 * and so has the text inside each embedded program (font-programs.ts), so that the names still
 * match the program. Returns how many names and programs changed.
 */
export function maskFontNames(context: PDFContext, mask: Mask, maxStreamBytes: number): number {
  let n = 0;
  const maskName = (v: unknown): PDFName | undefined => {
    if (!(v instanceof PDFName)) return undefined;
    const out = mask(v.decodeText());
    return out === undefined ? undefined : name(out);
  };
  walkObjects(context, [context.trailerInfo.Root], (o) => {
    if (!(o instanceof PDFDict)) return;
    for (const key of [name('BaseFont'), name('FontName')]) {
      const out = maskName(o.get(key));
      if (out) {
        o.set(key, out);
        n++;
      }
    }
    const differences = context.lookup(o.get(name('Differences')));
    if (differences instanceof PDFArray) {
      differences.asArray().forEach((v, i) => {
        const out = maskName(v);
        if (out) {
          differences.set(i, out);
          n++;
        }
      });
    }
    const procs = context.lookup(o.get(name('CharProcs')));
    if (procs instanceof PDFDict) {
      for (const [k, v] of procs.entries()) {
        const out = maskName(k);
        if (!out) continue;
        procs.delete(k);
        procs.set(out, v);
        n++;
      }
    }
    for (const kind of PROGRAMS) {
      const ref = o.get(name(kind));
      const program = context.lookup(ref);
      if (ref instanceof PDFRef && program instanceof PDFStream && maskProgram(context, ref, program, kind, mask, maxStreamBytes)) n++;
    }
  });
  return n;
}

function maskProgram(context: PDFContext, ref: PDFRef, stream: PDFStream, kind: (typeof PROGRAMS)[number], mask: Mask, maxStreamBytes: number): boolean {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(decodeStream(stream, maxStreamBytes));
  } catch {
    return false;
  }
  const length1 = context.lookup(stream.dict.get(name('Length1')));
  const clearText = length1 instanceof PDFNumber ? length1.asNumber() : undefined;
  if (!maskFontProgram(bytes, kind, mask, clearText)) return false;
  const dict = stream.dict.clone(context);
  for (const key of ['Filter', 'DecodeParms', 'Length', 'DL']) dict.delete(name(key));
  const entries = Object.fromEntries(dict.entries().map(([k, v]) => [k.decodeText(), v]));
  context.assign(ref, context.flateStream(bytes, entries));
  return true;
}
