/**
 * The people an XMP packet names (dc:creator, dc:contributor: Dublin Core, XMP Specification
 * Part 1, 8.3), and a packet that keeps only those fields with their values replaced. The rest
 * of a document's XMP (tool and edit history, other authors' tools) is not kept.
 */
export interface XmpPeople {
  creator: string[];
  contributor: string[];
}

const FIELD = /<dc:(creator|contributor)\b[^>]*>([\s\S]*?)<\/dc:\1\s*>/g;
const ITEM = /<rdf:li\b[^>]*>([\s\S]*?)<\/rdf:li\s*>/g;

/** The values of dc:creator and dc:contributor in `xml` (entities decoded). */
export function xmpPeople(xml: string): XmpPeople {
  const out: XmpPeople = { creator: [], contributor: [] };
  for (const m of xml.matchAll(FIELD)) {
    const list = out[m[1] as keyof XmpPeople];
    for (const li of m[2]!.matchAll(ITEM)) {
      const value = decodeXml(li[1]!.replace(/<[^>]*>/g, '')).trim();
      if (value) list.push(value);
    }
  }
  return out;
}

/** A minimal XMP packet holding dc:creator and dc:contributor with `people`'s values. */
export function xmpPacket(people: XmpPeople): string {
  const field = (tag: string, values: string[]) =>
    values.length ? `<dc:${tag}><rdf:Seq>${values.map((v) => `<rdf:li>${encodeXml(v)}</rdf:li>`).join('')}</rdf:Seq></dc:${tag}>` : '';
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>\n' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
    field('creator', people.creator) +
    field('contributor', people.contributor) +
    '</rdf:Description></rdf:RDF></x:xmpmeta>\n<?xpacket end="w"?>'
  );
}

function decodeXml(s: string): string {
  return s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_m, hex: string, dec: string, named: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(parseInt(dec, 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[named.toLowerCase() as 'amp']!;
  });
}

function encodeXml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
