import { inflateSync, constants } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFName, PDFRawStream, type PDFStream } from 'pdf-lib';
import { PdfRefusal } from './refusal.js';

/**
 * A stream's decoded bytes, never more than `maxBytes`. Plain FlateDecode (by far the most common
 * filter) goes through zlib with maxOutputLength, so a deflate bomb stops at the cap instead of
 * after filling memory; other filters use pdf-lib's decoders and are checked after.
 */
export function decodeStream(stream: PDFStream, maxBytes: number): Uint8Array {
  if (!(stream instanceof PDFRawStream)) return stream.getContents();
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  const parms = stream.dict.get(PDFName.of('DecodeParms'));
  let out: Uint8Array;
  if (filters.length === 0) out = stream.contents;
  else if (filters.length === 1 && filters[0] === PDFName.of('FlateDecode') && !parms) {
    try {
      out = inflateSync(stream.contents, { maxOutputLength: maxBytes + 1, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) throw tooLarge(maxBytes);
      throw new PdfRefusal(`a compressed stream is corrupt (${(e as Error).message})`);
    }
  } else {
    try {
      out = decodePDFRawStream(stream).decode();
    } catch (e) {
      throw new PdfRefusal(`a stream can't be decoded (${(e as Error).message})`);
    }
  }
  if (out.length > maxBytes) throw tooLarge(maxBytes);
  return out;
}

function tooLarge(maxBytes: number) {
  return new PdfRefusal(`a stream decodes to more than ${maxBytes} bytes (the limit for PDF streams)`);
}
