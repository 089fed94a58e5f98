import { access, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Finding } from '../../engine/types.js';
import type { Redactor } from '../../engine/redactor.js';

/**
 * Optical character recognition, offline: tesseract.js (its WASM core, required from
 * node_modules by its Node worker) with the trained data of `@tesseract.js-data/<lang>` read
 * from node_modules and handed to the engine as bytes. Nothing is fetched or cached on disk.
 *
 * One engine per thread and language set, started on first use and kept: a batch's worker
 * thread pays the ~2 s start once.
 */

/** Below this mean word confidence (0–100) a page's OCR is not trusted: reported as not verified. */
export const MIN_TRUSTED_CONFIDENCE = 60;
/** Pixels added around each word's box (at 300 dpi, about 0.5 pt): anti-aliased edges and descenders. */
const BOX_PAD_FRACTION = 0.12;

export interface OcrWord {
  text: string;
  /** Pixel box: left, top, right, bottom. */
  box: [number, number, number, number];
  confidence: number;
  /** Which line of the page it is on (words of one line are consecutive). */
  line: number;
}

export interface OcrResult {
  words: OcrWord[];
  /** Mean word confidence, 0–100 (0 when nothing was read). */
  confidence: number;
}

export class OcrLanguageMissing extends Error {}

interface Engine {
  recognize(image: Buffer): Promise<OcrResult>;
  terminate(): Promise<void>;
}

const require = createRequire(import.meta.url);
const engines = new Map<string, Promise<Engine>>();

/** `eng+deu` -> ['eng', 'deu'], each a plain language code. */
export function parseLanguages(spec: string): string[] {
  const langs = spec.split('+').map((s) => s.trim()).filter(Boolean);
  if (langs.length === 0 || langs.some((l) => !/^[a-z][a-z0-9_]{1,15}$/i.test(l))) {
    throw new OcrLanguageMissing(`"${spec}" is not a list of OCR languages (e.g. eng or eng+deu)`);
  }
  return langs;
}

/** The OCR languages a file's format options ask for, or undefined when OCR is off (`ocr: false`). */
export function ocrLanguages(options: Readonly<Record<string, unknown>>): string | undefined {
  if (options.ocr === false) return undefined;
  return typeof options.ocrLang === 'string' ? options.ocrLang : 'eng';
}

/** Throws OcrLanguageMissing naming the package to install when a language of `spec` is not installed. */
export function checkOcrLanguages(spec: string): void {
  for (const lang of parseLanguages(spec)) if (!SHIPPED.has(lang)) installedFolder(lang);
}

/**
 * English ships with the tool: its package is a dependency of ours, imported when a page is
 * first read (it exports where its data is). Every other language is a package of the same
 * family that the user installs.
 */
const SHIPPED: ReadonlyMap<string, () => Promise<string>> = new Map([
  ['eng', async () => path.dirname((await import('@tesseract.js-data/eng')).default.langPath)],
]);

/** The folder of a language package the user installed. */
function installedFolder(lang: string): string {
  const pkg = `@tesseract.js-data/${lang}`;
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new OcrLanguageMissing(`OCR language "${lang}" is not installed: install the npm package ${pkg} (npm install ${pkg})`);
  }
}

/** The folder holding `<lang>.traineddata.gz` for one language (the LSTM "best_int" models). */
async function languageFolder(lang: string): Promise<string> {
  const shipped = SHIPPED.get(lang);
  const dir = shipped ? await shipped() : installedFolder(lang);
  for (const folder of ['4.0.0_best_int', '4.0.0']) {
    const at = path.join(dir, folder);
    if (await access(path.join(at, `${lang}.traineddata.gz`)).then(() => true, () => false)) return at;
  }
  throw new OcrLanguageMissing(`the package @tesseract.js-data/${lang} holds no ${lang}.traineddata.gz: reinstall it`);
}

/**
 * One folder for all the languages: the engine reads every language from one path. For one
 * language that is its package's folder; for several, a temporary folder of links to them
 * (tesseract.js 7 mishandles trained data passed as bytes for several languages).
 */
async function languagePath(langs: readonly string[]): Promise<string> {
  const folders = await Promise.all(langs.map(languageFolder));
  if (langs.length === 1) return folders[0]!;
  const dir = await mkdtemp(path.join(tmpdir(), 'anonymize-ocr-'));
  await Promise.all(langs.map((lang, i) => symlink(path.join(folders[i]!, `${lang}.traineddata.gz`), path.join(dir, `${lang}.traineddata.gz`))));
  return dir;
}

async function startEngine(langs: string[]): Promise<Engine> {
  const langPath = await languagePath(langs);
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  // A local langPath, no cache: nothing is downloaded or written.
  const worker = await createWorker(langs, OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none', logger: () => undefined, errorHandler: () => undefined });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0', user_defined_dpi: '300' });
  return {
    async recognize(image) {
      const r = await worker.recognize(image, {}, { blocks: true, text: false });
      const words: OcrWord[] = [];
      let line = 0;
      for (const b of r.data.blocks ?? []) for (const p of b.paragraphs) for (const l of p.lines) {
        for (const w of l.words) words.push({ text: w.text, box: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1], confidence: w.confidence, line });
        line++;
      }
      return { words, confidence: words.length ? r.data.confidence : 0 };
    },
    terminate: async () => {
      await worker.terminate();
      if (langPath.startsWith(tmpdir())) await rm(langPath, { recursive: true, force: true });
    },
  };
}

/** The engine for `spec` (e.g. "eng+deu"), started once per thread. */
export function ocrEngine(spec = 'eng'): Promise<Engine> {
  const langs = parseLanguages(spec);
  const key = langs.join('+');
  let engine = engines.get(key);
  if (!engine) {
    engine = startEngine(langs);
    engines.set(key, engine);
    engine.catch(() => engines.delete(key));
  }
  return engine;
}

/** Stops every engine this thread started (tests, and a worker that shuts down). */
export async function closeOcr(): Promise<void> {
  const all = [...engines.values()];
  engines.clear();
  await Promise.all(all.map(async (e) => (await e.catch(() => undefined))?.terminate()));
}

/**
 * The recognised words as one text (words joined by spaces, lines by line breaks), run
 * through the engine; returns the
 * findings and the padded pixel box of every word a finding touches.
 */
export function findInWords(words: readonly OcrWord[], redactor: Redactor): { findings: Finding[]; boxes: [number, number, number, number][]; kept: OcrWord[] } {
  let text = '';
  const owner: number[] = [];
  words.forEach((w, i) => {
    if (i > 0) {
      text += w.line !== words[i - 1]!.line ? '\n' : ' ';
      owner.push(-1);
    }
    text += w.text;
    for (let k = 0; k < w.text.length; k++) owner.push(i);
  });
  const findings = redactor.analyze(text);
  const hit = new Set<number>();
  for (const f of findings) for (let k = f.start; k < f.end; k++) if (owner[k]! >= 0) hit.add(owner[k]!);
  const boxes = [...hit].sort((a, b) => a - b).map((i) => {
    const [x0, y0, x1, y1] = words[i]!.box;
    const pad = Math.max(2, Math.round((y1 - y0) * BOX_PAD_FRACTION));
    return [x0 - pad, y0 - pad, x1 + pad, y1 + pad] as [number, number, number, number];
  });
  const kept = words.filter((_, i) => !hit.has(i));
  return { findings, boxes, kept };
}

/** One warning line about a picture's OCR: its confidence, and whether it can be trusted. */
export function ocrVerdict(what: string, r: OcrResult): string {
  if (r.words.length === 0) return `${what}: OCR found no text in it (nothing redacted in its pixels; check it by eye if it shows any)`;
  const c = Math.round(r.confidence);
  if (r.confidence < MIN_TRUSTED_CONFIDENCE) return `${what}: OCR'd with a mean confidence of ${c}%, too low to trust: NOT VERIFIED, check it by eye`;
  return `${what}: OCR'd (mean confidence ${c}%)`;
}

/** A pixel box: left, top, right, bottom. */
export type Box = [number, number, number, number];

/** A box found in the picture turned clockwise by `turn` degrees, in the unturned picture's pixels. */
export function unturnBox([u0, v0, u1, v1]: Box, turn: 0 | 90 | 180 | 270, width: number, height: number): Box {
  if (turn === 90) return [v0, height - u1, v1, height - u0];
  if (turn === 180) return [width - u1, height - v1, width - u0, height - v0];
  if (turn === 270) return [width - v1, u0, width - v0, u1];
  return [u0, v0, u1, v1];
}

/**
 * OCRs a picture drawn on `canvas` and paints a black box over every word a finding touches,
 * in the canvas's own pixels. When the text reads too badly to trust, the picture is read again
 * turned by 90, 270 and 180 degrees (a page scanned sideways or upside down; the LSTM models
 * have no orientation detection) and the most confident reading wins. Returns the findings and
 * what OCR read (for the verdict), and the words left standing when it was read upright.
 */
export async function redactCanvas(canvas: Canvas, redactor: Redactor, lang: string): Promise<{ findings: Finding[]; ocr: OcrResult; boxes: Box[]; kept?: OcrWord[] }> {
  const engine = await ocrEngine(lang);
  let best = { ocr: await engine.recognize(canvas.toBuffer('image/png')), turn: 0 as 0 | 90 | 180 | 270 };
  if (best.ocr.words.length > 0 && best.ocr.confidence < MIN_TRUSTED_CONFIDENCE) {
    const { createCanvas } = await import('@napi-rs/canvas');
    for (const turn of [90, 270, 180] as const) {
      const side = turn === 180 ? [canvas.width, canvas.height] : [canvas.height, canvas.width];
      const turned = createCanvas(side[0]!, side[1]!);
      const g = turned.getContext('2d');
      if (turn === 90) g.translate(canvas.height, 0);
      if (turn === 180) g.translate(canvas.width, canvas.height);
      if (turn === 270) g.translate(0, canvas.width);
      g.rotate(((turn === 270 ? -90 : turn) * Math.PI) / 180);
      g.drawImage(canvas as unknown as Parameters<typeof g.drawImage>[0], 0, 0);
      const ocr = await engine.recognize(turned.toBuffer('image/png'));
      if (ocr.confidence > best.ocr.confidence) best = { ocr, turn };
      if (ocr.confidence >= MIN_TRUSTED_CONFIDENCE) break;
    }
  }
  const { findings, boxes, kept } = findInWords(best.ocr.words, redactor);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000000';
  const painted = boxes.map((box) => unturnBox(box, best.turn, canvas.width, canvas.height));
  for (const [x0, y0, x1, y1] of painted) ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  // The words no finding touched, in the picture's pixels (only when it was read upright).
  return { findings, ocr: best.ocr, boxes: painted, ...(best.turn === 0 ? { kept } : {}) };
}

/** What redactCanvas needs of a @napi-rs/canvas Canvas. */
interface Canvas {
  width: number;
  height: number;
  toBuffer(mime: 'image/png'): Buffer;
  getContext(kind: '2d'): { fillStyle: unknown; fillRect(x: number, y: number, w: number, h: number): void };
}

/**
 * Paints boxes opaque black into 8-bit RGBA pixels (rows top to bottom), clipped to the picture;
 * returns how many boxes touched it.
 */
export function paintBoxes(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, boxes: readonly Box[]): number {
  let touched = 0;
  for (const [bx0, by0, bx1, by1] of boxes) {
    const x0 = Math.max(0, Math.floor(bx0));
    const y0 = Math.max(0, Math.floor(by0));
    const x1 = Math.min(width, Math.ceil(bx1));
    const y1 = Math.min(height, Math.ceil(by1));
    if (x0 >= x1 || y0 >= y1) continue;
    touched++;
    for (let y = y0; y < y1; y++) {
      const row = y * width * 4;
      for (let x = x0; x < x1; x++) rgba.set(BLACK, row + x * 4);
    }
  }
  return touched;
}
const BLACK = [0, 0, 0, 255];
