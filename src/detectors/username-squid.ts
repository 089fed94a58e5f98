import { defineDetector } from '../engine/detector.js';

/**
 * The user of a Squid native access log line: `time elapsed client code/status bytes method URL
 * user hierarchy/peer type` (Squid's wiki, "SquidFaq/SquidLogs", access.log's native format:
 * the user is the proxy authentication's name or ident's, `-` when none). The column always
 * stands before the hierarchy code (`HIER_DIRECT/10.20.1.5`, `HIER_NONE/-`), and Squid writes
 * it as the client gave it (`aoife.mcgrath`, `CORP\jdoe`, `jdoe@CORP.EXAMPLE`): every name but
 * `-` is taken. Reported as USERNAME.
 */
// The status and size, the method, the URL, then the user before the hierarchy code.
const LINE = /(?<![\w/])[A-Z]+_[A-Z_]+\/\d{3} \d+ [A-Z]+ \S+ (?<value>[^\s-][^\s]{0,63}|-[^\s]{1,63}) HIER_[A-Z_]+\//g;

export default defineDetector({
  id: 'username-squid',
  entity: 'USERNAME',
  patterns: () => [LINE],
  keywords: ['HIER_'],
  score: 0.85,
  examples: {
    positive: [
      // Fictitious users in the native format's columns (the twentieth reading's access.log).
      { text: '1764052931.114    212 10.20.4.37 TCP_TUNNEL/200 6114 CONNECT login.microsoftonline.com:443 aoife.mcgrath HIER_DIRECT/20.190.159.2 -', match: 'aoife.mcgrath' },
      { text: '1764052958.440      0 10.20.6.102 TCP_MEM_HIT/200 15220 GET http://cdn.example.local/static/app.css nbrennan HIER_NONE/- text/css', match: 'nbrennan' },
    ],
    negative: [
      // No user: `-`.
      '1764052961.908    302 10.20.4.88 TCP_TUNNEL/200 4470 CONNECT mail.google.com:443 - HIER_DIRECT/142.250.179.197 -',
      'TCP_MISS/200 1893 GET http://intranet.example.local/ HIER_DIRECT/10.20.1.5 text/html', // no user column
    ],
  },
});
