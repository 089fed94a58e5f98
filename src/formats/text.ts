import type { EntityName } from '../entities.js';
import { countFindings, sortCounts } from '../engine/redactor.js';
import { StreamRedactor } from '../engine/stream.js';
import type { Finding } from '../engine/types.js';
import { InputError } from '../errors.js';
import { createCodec, detectEncoding, ENCODING_NAMES } from './lib/encoding.js';
import { FileWriter, readChunks, readHead } from './lib/files.js';
import { isUnicodeText } from './lib/sniff.js';
import type { FormatHandler } from './types.js';

/**
 * Plain text (.txt .md .log and any other UTF-8 text): streamed through the engine's
 * StreamRedactor in bounded memory. UTF-8, or UTF-16 with a BOM; the BOM and line endings come
 * back unchanged because only the spans of findings are replaced.
 */
const text: FormatHandler = {
  id: 'text',
  extensions: ['.txt', '.md', '.log', '.text', '.markdown'],
  sniff: isUnicodeText,
  async redact(inputPath, outputPath, ctx) {
    const encoding = detectEncoding(await readHead(inputPath, 4), false);
    if (!encoding) throw new InputError(ctx.displayName, 'not valid UTF-8 text');
    const codec = createCodec(encoding);
    const stream = new StreamRedactor(ctx.redactor);
    const counts: Partial<Record<EntityName, number>> = {};
    const out = await FileWriter.create(outputPath);
    try {
      const decode = (chunk?: Buffer) => {
        try {
          return chunk ? codec.decode(chunk) : codec.end();
        } catch {
          throw new InputError(ctx.displayName, `not valid ${ENCODING_NAMES[encoding]} text`);
        }
      };
      const emit = async (r: { text: string; findings: readonly Finding[] }) => {
        countFindings(r.findings, counts);
        if (r.findings.length) ctx.scan?.found(r.findings, { offset: 0 });
        await out.write(codec.encode(r.text));
      };
      for await (const chunk of readChunks(inputPath)) await emit(stream.push(decode(chunk)));
      const tail = decode();
      if (tail) await emit(stream.push(tail));
      await emit(stream.end());
    } finally {
      await out.close();
    }
    return { counts: sortCounts(counts), warnings: [] };
  },
};

export default text;
