import { defineDetector, literalPositions, stickyMatchesAt } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { isPlaceholderToken } from './secrets/placeholders.js';

/**
 * PEM-armoured private keys (RFC 7468 §2: "-----BEGIN <label>-----", base64 lines,
 * "-----END <label>-----"): PKCS #8 (PRIVATE KEY, ENCRYPTED PRIVATE KEY, RFC 7468 §10–11),
 * the OpenSSL traditional forms (RSA, EC, DSA, with optional Proc-Type/DEK-Info headers),
 * OpenSSH's own format (OPENSSH PRIVATE KEY, openssh PROTOCOL.key) and OpenPGP armour
 * (PGP PRIVATE KEY BLOCK, RFC 9580 §6.2). The whole block, across lines, is ONE finding; a
 * block escaped into a JSON or YAML string ("\n" literally) is found the same way. A block cut
 * off before its END line (a log, a truncated paste) is found from BEGIN to its last base64 line.
 */
const LABEL = String.raw`(?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP |SSH2 ENCRYPTED |ANY )?PRIVATE KEY(?: BLOCK)?`;
const NEWLINE = String.raw`(?:\r?\n|\\r?\\n)`;

/**
 * The base64 payload of a block: header lines and escaped newlines removed, and the prefix each
 * line of a log carries ("2023-10-18T13:02:38.420Z MC4CAQAw…", "job | MIIE…": the last word of
 * a line that holds several, when that word is base64 and the END line carries the same prefix).
 */
function payload(block: string): string {
  const lines = block
    .replace(/^-----BEGIN [^-]+-----|-----END [^-]+-----$/g, '')
    .replace(/\\[rn]/g, '\n')
    .replace(/^[A-Za-z-]+:.*$/gm, '')
    .split('\n');
  if (!PREFIXED_END.test(block)) return lines.join('').replace(/\s+/g, '');
  // The END line's prefix is no payload.
  return lines.slice(0, -1).map((line) => PREFIXED_LINE.exec(line)?.[1] ?? line).join('').replace(/\s+/g, '');
}

// A log line's prefix before the END line ("…Z -----END PRIVATE KEY-----"), and a payload line
// after such a prefix: its last word, base64.
const PREFIXED_END = /\S[ \t|>]+-----END [^-]+-----$/;
const PREFIXED_LINE = /^[^\n]*?[ \t|>]([A-Za-z0-9+/=]{4,76})[ \t]*\r?$/;

/** Real key material: long, base64 throughout, not a "..." or "<key here>" stand-in. */
function isKeyMaterial(block: string): boolean {
  const body = payload(block);
  if (body.length < 40 || !/^[A-Za-z0-9+/=]+$/.test(body)) return false;
  return new Set(body).size >= 16 && !isPlaceholderToken(body.replace(/A{6,}/g, 'A'));
}

// A whole block, and a block cut off before its END line (from BEGIN to its last base64 line).
// Exported for the test that compares the finder with global scans of them.
export const BLOCKS = [
  new RegExp(String.raw`-----BEGIN (?<label>${LABEL})-----[\s\S]{20,16384}?-----END \k<label>-----`, 'y'),
  new RegExp(String.raw`-----BEGIN ${LABEL}-----${NEWLINE}(?:[A-Za-z0-9+/=]{40,76}${NEWLINE}){2,}[A-Za-z0-9+/=]{4,76}(?![A-Za-z0-9+/=]|${NEWLINE}-----END)`, 'y'),
];
const BEGIN = '-----BEGIN';

/**
 * Each shape's blocks, as a global scan with it finds them, tried only where the engine's
 * keyword pass saw BEGIN (a block can be longer than any window around it, so the shapes are
 * not patterns narrowed to windows). Called on its own, it looks for BEGIN itself.
 */
function findBlocks(text: string, ctx?: DetectorContext): Candidate[] {
  const at = ctx?.keywordHits ?? literalPositions(text, [BEGIN]);
  return BLOCKS.flatMap((re) => Array.from(stickyMatchesAt(re, text, at), (m) => ({ start: m.index, end: m.index + m[0].length })));
}

export default defineDetector({
  id: 'private-key',
  entity: 'API_KEY',
  find: findBlocks,
  keywords: [BEGIN],
  score: 1,
  validate: (value) => isKeyMaterial(value),
  examples: {
    positive: [
      // Keys generated for this catalog with openssl and ssh-keygen, used nowhere else.
      '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAMYG2kDIvtKquX5MHu2Jbl9ZxQgR5r2ssqmbsO6XQMV9ObpyE6il\n22ZYxtq+JgUJHBQWVCivMev2bjFk2V/wTDUCAwEAAQJAJR4LsrDt85bEhgPGmEd2\nRLES2Vxhn5PLOTdRhqcbIOju9NRVgW/W0caAe7sFqrxyUKLK0qtkn+3GMSJY9maw\ngQIhAP2I8LqduPSrxwXdvK0xT36Y9htF4O1R7XlaVJuz0ZdpAiEAx/O//HnETKUe\nQKZnjzbhRdi3cwqFwlLLjxRnzx7qIO0CIBeGWlfmhJ/nRHtN3NDxL2Aez08uh7Vd\nkbxd3lXoNH1pAiBRzYsyA68nnDXwRSQBF3a6WJtU2W03vx/AfZyqw/8NUQIhANer\nHJnTL5n9+rI/Aa88CMJ2M9d19yqYHMjDw/W3t612\n-----END RSA PRIVATE KEY-----', // 512-bit RSA, traditional OpenSSL form
      '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\nAwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\nVm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\n-----END EC PRIVATE KEY-----',
      '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIHsMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAhT5NktJlPungICCAAw\nDAYIKoZIhvcNAgkFADAdBglghkgBZQMEAQIEEF9D2TouPcmz6y70U1Ip9+IEgZC9\nB+QVJbecmBHQHCdjjUlJJCGqueum1R82bPRj3vz6DGZP5pBO4kpTnKG0K+L+BaAL\nJWsKuwO7cJZO/z2P0x2pVqGzfTl0mQEzi8bcj59ibhc7IqB0+8SOOADYz4qiMLUx\njz3kFWnPCa6q87IeDABDPa3ysIZ5i45zvwrswtCmdMgDPMNDnUI/FOH256+i+Ew=\n-----END ENCRYPTED PRIVATE KEY-----',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACAgKoQMd7RMsWgs0Uh8fGg3y/HWRzHBdmnJ4gL7Aaps+QAAAKDIJSMqyCUj\nKgAAAAtzc2gtZWQyNTUxOQAAACAgKoQMd7RMsWgs0Uh8fGg3y/HWRzHBdmnJ4gL7Aaps+Q\nAAAEB7CmanGl0vKgwLJGTvm4E5ASFwV+BsnV6Lv9Hj1n15KyAqhAx3tEyxaCzRSHx8aDfL\n8dZHMcF2acniAvsBqmz5AAAAGmZpY3RpdGlvdXNAZXhhbXBsZS5pbnZhbGlkAQID\n-----END OPENSSH PRIVATE KEY-----',
      {
        text: 'tls:\n  key: "-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\\nAwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\\nVm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\\n-----END EC PRIVATE KEY-----"\n',
        match: '-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\\nAwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\\nVm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\\n-----END EC PRIVATE KEY-----',
      },
      {
        text: 'Traceback: loaded -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\nAwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\nVm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\n[truncated]',
        match: '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\nAwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\nVm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==',
      },
      {
        // A CI job's log, each line behind its timestamp (the reader's fixtures, test/fixtures/reader/ci-job.log).
        text: '2023-10-18T13:02:38.420Z -----BEGIN EC PRIVATE KEY-----\n2023-10-18T13:02:38.420Z MHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\n2023-10-18T13:02:38.421Z AwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\n2023-10-18T13:02:38.421Z Vm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\n2023-10-18T13:02:38.421Z -----END EC PRIVATE KEY-----\n2023-10-18T13:02:38.951Z Job succeeded',
        match: '-----BEGIN EC PRIVATE KEY-----\n2023-10-18T13:02:38.420Z MHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\n2023-10-18T13:02:38.421Z AwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\n2023-10-18T13:02:38.421Z Vm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\n2023-10-18T13:02:38.421Z -----END EC PRIVATE KEY-----',
      },
    ],
    negative: [
      '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----',
      '-----BEGIN RSA PRIVATE KEY-----\n<your private key here>\n-----END RSA PRIVATE KEY-----',
      '-----BEGIN PRIVATE KEY-----\nXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n-----END PRIVATE KEY-----',
      // A log whose lines between the markers hold words, not key material.
      '12:00:01 -----BEGIN PRIVATE KEY-----\n12:00:02 paste the key of the deploy user here, then\n12:00:03 -----END PRIVATE KEY-----',
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEhRd3v9JXFydNfqu8KR4+3j8E3rJM\n-----END PUBLIC KEY-----',
    ],
  },
});
