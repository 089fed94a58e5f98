// A fictitious letter rendered as a scanner would (skewed, speckled, JPEG), with every word's
// box known: the fixture of bench/quality-ocr.mjs and bench/ocr.mjs.
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

const FIRST = ['Marta', 'Jonas', 'Priya', 'Tomasz', 'Elena', 'Samuel', 'Aiko', 'Omar', 'Hanna', 'Lucas'];
const LAST = ['Lindqvist', 'Okafor', 'Brennan', 'Kowalski', 'Moreau', 'Castillo', 'Fischer', 'Novak', 'Haddad', 'Sorensen'];
const FILLER = [
  'The quarterly review of the account was completed without further remarks.',
  'Please keep this letter with your records for the coming financial year.',
  'Our office is open on weekdays and the team will answer within two days.',
  'The committee approved the revised schedule at its meeting last month.',
  'Any questions about the new procedure can be sent to the service desk.',
];

/** Letter lines: filler sentences and lines carrying a name, an e-mail address, a phone number or a card. */
export function letterLines(seed = 1) {
  let s = seed;
  const rnd = (n) => ((s = (s * 1103515245 + 12345) & 0x7fffffff) >> 8) % n;
  const lines = [];
  for (let i = 0; i < 22; i++) {
    const first = FIRST[rnd(FIRST.length)];
    const last = LAST[rnd(LAST.length)];
    const digits = (n) => Array.from({ length: n }, () => rnd(10)).join('');
    switch (i % 6) {
      case 0: lines.push(`Dear ${first} ${last}, thank you for your letter of last week.`); break;
      case 1: lines.push(`You can reach us at ${first.toLowerCase()}.${last.toLowerCase()}@example.com at any time.`); break;
      case 2: lines.push(`Our adviser will call you on +1 415 555 ${digits(4)} on Monday morning.`); break;
      case 3: lines.push(`The card 4012 8888 8888 1881 was cancelled as you asked.`); break;
      default: lines.push(FILLER[rnd(FILLER.length)]);
    }
  }
  return lines;
}

/**
 * Draws `lines` word by word on a Letter page at `dpi`, rotated by `rotate` degrees, with speckle
 * noise, as a JPEG. Returns the JPEG and every word with its box in unrotated page pixels and the
 * offset of the word in the text (lines joined by "\n").
 */
export function renderScan(lines, { dpi = 300, rotate = 0.5, pointSize = 10, quality = 75, noise = 20 } = {}) {
  const s = dpi / 72;
  const w = Math.round(8.5 * dpi);
  const h = Math.round(11 * dpi);
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, w, h);
  g.save();
  g.translate(w / 2, h / 2);
  g.rotate((rotate * Math.PI) / 180);
  g.translate(-w / 2, -h / 2);
  g.fillStyle = '#111111';
  g.font = `${pointSize * s}px sans-serif`;
  const words = [];
  let offset = 0;
  const space = g.measureText(' ').width;
  lines.forEach((line, i) => {
    const y = (72 + pointSize * 2 * i) * s;
    let x = 72 * s;
    for (const m of line.matchAll(/\S+/g)) {
      const width = g.measureText(m[0]).width;
      g.fillText(m[0], x, y);
      words.push({ text: m[0], start: offset + m.index, end: offset + m.index + m[0].length, box: [x, y - pointSize * 0.72 * s, x + width, y] });
      x += width + space;
    }
    offset += line.length + 1;
  });
  g.restore();
  const data = g.getImageData(0, 0, w, h);
  let seed = 7;
  for (let i = 0; i < data.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = ((seed >> 16) % (2 * noise + 1)) - noise;
    for (let c = 0; c < 3; c++) data.data[i + c] = Math.max(0, Math.min(255, data.data[i + c] + n));
  }
  g.putImageData(data, 0, 0);
  const rad = (rotate * Math.PI) / 180;
  /** Unrotated page pixel -> pixel of the image. */
  const place = (x, y) => {
    const dx = x - w / 2;
    const dy = y - h / 2;
    return [w / 2 + dx * Math.cos(rad) - dy * Math.sin(rad), h / 2 + dx * Math.sin(rad) + dy * Math.cos(rad)];
  };
  return { jpeg: canvas.toBuffer('image/jpeg', quality), width: w, height: h, words, place };
}

/** A one-page Letter PDF that is only the scan. */
export async function scanPdf(jpeg) {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const page = doc.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}
