import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { walkObjects } from '../../../src/formats/pdf/walk.js';

const tag = (o: PDFDict | PDFArray) => (o instanceof PDFDict ? String(o.get(PDFName.of('Id'))) : `[${o.size()}]`);

describe('walkObjects', () => {
  it('visits each container once, through references, cycles and streams, last pushed first', async () => {
    const doc = await PDFDocument.create();
    const ctx = doc.context;
    const a = ctx.obj({ Id: 'A' });
    const aRef = ctx.register(a);
    const stream = ctx.register(ctx.stream('x', { Id: 'S' }));
    const b = ctx.obj({ Id: 'B', Back: aRef, S: stream, List: [aRef, 1] });
    const root = ctx.obj({ Id: 'R', First: aRef, Second: b });
    a.set(PDFName.of('Up'), root);
    const order: string[] = [];
    const refs: string[] = [];
    walkObjects(ctx, [root, undefined], (o) => void order.push(tag(o)), (r) => refs.push(r.toString()));
    // R's last value (B) first, then B's last (the array), which reaches A before B's stream.
    expect(order).toEqual(['/R', '/B', '[2]', '/A', '/S']);
    expect(refs).toEqual([aRef.toString(), stream.toString(), aRef.toString(), aRef.toString()]);
  });

  it('follows a reference whose object is another reference, and stops at a loop of them', async () => {
    const doc = await PDFDocument.create();
    const ctx = doc.context;
    const target = ctx.register(ctx.stream('x', { Id: 'T' }));
    const link = ctx.register(target); // 2 0 obj 1 0 R endobj
    const loop = ctx.nextRef();
    ctx.assign(loop, loop); // an object that names itself
    const root = ctx.obj({ Id: 'R', Via: link, Loop: loop });
    const order: string[] = [];
    const refs: string[] = [];
    walkObjects(ctx, [root], (o) => void order.push(tag(o)), (r) => refs.push(r.toString()));
    expect(order).toEqual(['/R', '/T']);
    expect(refs).toEqual([loop.toString(), loop.toString(), link.toString(), target.toString()]);
  });

  it('walks only what a visit returns', async () => {
    const doc = await PDFDocument.create();
    const ctx = doc.context;
    const skipped = ctx.obj({ Id: 'skipped' });
    const kept = ctx.obj({ Id: 'kept' });
    const root = ctx.obj({ Id: 'R', Skip: skipped, Keep: kept });
    const order: string[] = [];
    walkObjects(ctx, [root], (o): PDFObject[] => {
      order.push(tag(o));
      return o === root ? [kept, PDFNumber.of(1)] : [];
    });
    expect(order).toEqual(['/R', '/kept']);
  });

  it('carries a value down each edge: the first path to reach an object decides it', async () => {
    const doc = await PDFDocument.create();
    const ctx = doc.context;
    const shared = ctx.obj({ Id: 'shared' });
    const stream = ctx.register(ctx.stream('x', { Id: 'S' }));
    const root = ctx.obj({ Id: 'R', Mark: ctx.obj({ Id: 'M', List: [shared] }), Plain: shared, Body: stream });
    const seen: string[] = [];
    const streams: string[] = [];
    walkObjects(ctx, [root], (o, marked: boolean) => void seen.push(`${tag(o)}:${marked}`), undefined, {
      root: false,
      child: (marked, key) => marked || key === PDFName.of('Mark'),
      stream: (_s, marked, ref) => {
        streams.push(`${ref?.toString()}:${marked}`);
        return !marked;
      },
    });
    // The stream's dictionary carries what `stream` returns; `shared` is reached first through Plain.
    expect(streams).toEqual([`${stream.toString()}:false`]);
    expect(seen).toEqual(['/R:false', '/S:true', '/shared:false', '/M:true', '[1]:true']);
  });
});
