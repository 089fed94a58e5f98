import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * The clients of an OpenVPN server's status file (`--status`, openvpn's multi.c,
 * multi_print_status): each client's certificate common name and, from status version 2 on,
 * the user name it authenticated with. Version 1 prints a `Common Name,Real Address,…` table
 * after `OpenVPN CLIENT LIST` and a `Virtual Address,Common Name,…` one after `ROUTING TABLE`;
 * versions 2 and 3 prefix each row with `CLIENT_LIST` (common name second, user name tenth) or
 * `ROUTING_TABLE` (common name third). A common name is the client's, a person's login or their
 * device's (`laptop-mele-havili`); `UNDEF` is the placeholder for no user name and stays.
 */
// A row of version 2/3 (`,` in version 2, tabs in version 3), wherever a line of it is quoted;
// not the `HEADER,CLIENT_LIST,…` row that names the columns.
const ROW = /(?<![\w,])(CLIENT_LIST|ROUTING_TABLE)([,\t])([^\n]*)/g;
// A row of version 1's client table: common name, then ip:port (the real address).
const V1_CLIENT = /^([^,\n]{1,64}),(?:\d{1,3}\.){3}\d{1,3}:\d{1,5},\d+,\d+,/gm;
// A row of version 1's routing table: virtual address, common name, ip:port.
const V1_ROUTE = /^[0-9a-fA-F.:/]{3,45}C?,([^,\n]{1,64}),(?:\d{1,3}\.){3}\d{1,3}:\d{1,5},/gm;

function* fields(text: string): Iterable<Candidate> {
  const out: Candidate[] = [];
  const take = (start: number, value: string) => {
    if (value.length === 0 || value.length > 64 || value === 'UNDEF' || /[\s"<>]/.test(value)) return;
    out.push({ start, end: start + value.length, score: 0.85, entity: 'USERNAME' });
  };
  if (text.includes('CLIENT_LIST') || text.includes('ROUTING_TABLE')) {
    ROW.lastIndex = 0;
    for (let m = ROW.exec(text); m !== null; m = ROW.exec(text)) {
      const parts = m[3]!.split(m[2]!);
      const wanted = m[1] === 'CLIENT_LIST' ? [0, 8] : [1];
      let at = m.index + m[1]!.length + 1;
      for (let i = 0; i < parts.length; i++) {
        if (wanted.includes(i)) take(at, parts[i]!);
        at += parts[i]!.length + 1;
      }
    }
  }
  if (text.includes('OpenVPN CLIENT LIST')) {
    for (const re of [V1_CLIENT, V1_ROUTE]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) take(m.index + m[0].indexOf(m[1]!), m[1]!);
    }
  }
  yield* out;
}

export default defineDetector({
  id: 'username-openvpn-status',
  entity: 'USERNAME',
  find: fields,
  keywords: ['CLIENT_LIST', 'ROUTING_TABLE', 'OpenVPN CLIENT LIST'],
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious clients, in the rows openvpn's multi_print_status writes (status versions 1 and 2).
      { text: 'OpenVPN CLIENT LIST\nUpdated,2026-11-27 22:41:08\nCommon Name,Real Address,Bytes Received,Bytes Sent,Connected Since\ntpaongo,117.20.41.82:1194,2736,4182,2026-11-27 22:40:51\n', match: 'tpaongo' },
      { text: 'CLIENT_LIST,laptop-mele-havili,103.232.18.27:62741,10.8.0.14,,87341,418273,2026-11-27 21:58:02,1764280682,UNDEF,57,2,AES-256-GCM\n', match: 'laptop-mele-havili' },
    ],
    negative: [
      'HEADER,CLIENT_LIST,Common Name,Real Address,Virtual Address,Virtual IPv6 Address,Bytes Received\n',
      'CLIENT_LIST,UNDEF,103.232.18.27:62741,10.8.0.14,,87341,418273,2026-11-27 21:58:02,1764280682,UNDEF,57,2,AES-256-GCM\n',
      'tpaongo,117.20.41.82:1194,2736,4182,2026-11-27 22:40:51\n', // no status file's header
    ],
  },
});
