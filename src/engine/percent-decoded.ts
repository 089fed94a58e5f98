/**
 * A URI with its percent-encoded UTF-8 decoded (`Jane%20Roe` reads `Jane Roe`), so detection
 * sees what the link names; `rawAt[k]` is where the decoded text's unit k starts in the URI
 * (`rawAt[text.length]` is its length). Sequences that are not valid UTF-8 stay as written.
 */
export function percentDecoded(uri: string): { text: string; rawAt: number[] } {
  let text = '';
  const rawAt: number[] = [];
  const RUN = /(?:%[0-9A-Fa-f]{2})+/y;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let i = 0;
  while (i < uri.length) {
    RUN.lastIndex = i;
    const run = uri.charCodeAt(i) === 0x25 ? RUN.exec(uri)?.[0] : undefined;
    let decoded: string | undefined;
    if (run) {
      try {
        decoded = decoder.decode(Buffer.from(run.replace(/%/g, ''), 'hex'));
      } catch {
        decoded = undefined;
      }
    }
    if (run && decoded !== undefined) {
      let at = i;
      for (const ch of decoded) {
        for (let k = 0; k < ch.length; k++) rawAt.push(at);
        text += ch;
        at += 3 * Buffer.byteLength(ch, 'utf8');
      }
      i += run.length;
      continue;
    }
    const end = run ? i + run.length : i + 1;
    for (; i < end; i++) {
      rawAt.push(i);
      text += uri[i];
    }
  }
  rawAt.push(uri.length);
  return { text, rawAt };
}
