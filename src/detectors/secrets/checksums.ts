/** Checks that secret formats build into their tokens. Each cites the format's description. */

// CRC-32 (ISO-HDLC / IEEE 802.3, reflected polynomial 0xEDB88320), the checksum zlib's crc32 computes.
// Made by the first checksum (start-up: 2,048 steps of cold code).
let crcTable: Uint32Array | undefined;
const CRC_TABLE = () => (crcTable ??= (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})());

/** CRC-32 of the UTF-16 code units of an ASCII string (tokens are ASCII). */
export function crc32(ascii: string): number {
  let c = 0xffffffff;
  const table = CRC_TABLE();
  for (let i = 0; i < ascii.length; i++) c = table[(c ^ ascii.charCodeAt(i)) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Base62 (digits, upper, lower: the GMP alphabet), left-padded with "0" to `width`. */
export function base62(n: number, width: number): string {
  let s = '';
  let v = n;
  while (v > 0) {
    s = BASE62[v % 62]! + s;
    v = Math.floor(v / 62);
  }
  return s.padStart(width, '0');
}

/**
 * GitHub's 2021 token format: prefix, 30 random base62 characters, then the CRC-32 of those 30
 * characters in base62 as the last 6 ("Behind GitHub's new authentication token formats",
 * github.blog, 2021-04-05). npm tokens (npm_) use the same layout (GitHub changelog,
 * 2021-09-23, "npm has a new access token format").
 */
export function hasGithubChecksum(token: string): boolean {
  const underscore = token.indexOf('_');
  const body = token.slice(underscore + 1);
  if (body.length !== 36) return false;
  return base62(crc32(body.slice(0, 30)), 6) === body.slice(30);
}

/** Decodes base64 or base64url (padding optional); undefined when the input isn't base64. */
export function decodeBase64(s: string): string | undefined {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(s) || s.length % 4 === 1) return undefined;
  const std = s.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  return atob(std.padEnd(Math.ceil(std.length / 4) * 4, '='));
}
