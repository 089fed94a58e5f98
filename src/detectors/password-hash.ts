import { defineDetector } from '../engine/detector.js';

/*
 * Password hashes in the crypt(3) formats libxcrypt's crypt(5) describes, as /etc/shadow,
 * htpasswd files and user tables keep them: a hash stands for its password (it is cracked
 * offline), so it is a secret as the password is (API_KEY holds passwords). Each shape is the
 * one its specification gives, salt and hash in crypt's alphabet `[./0-9A-Za-z]` with the
 * hash's exact length:
 * - md5crypt `$1$` and Apache's `$apr1$`: a salt of up to 8, a hash of 22 (crypt(5); Apache's
 *   "Password Formats", httpd.apache.org/docs/2.4/misc/password_encryptions.html);
 * - sha256crypt `$5$` / sha512crypt `$6$`: an optional `rounds=N$`, a salt of up to 16, a hash of
 *   43 / 86 (Drepper's "Unix crypt using SHA-256 and SHA-512", akkadia.org/drepper/SHA-crypt.txt);
 * - bcrypt `$2a$ $2b$ $2x$ $2y$`: a two-digit cost, then 22 of salt and 31 of hash (crypt(5));
 * - yescrypt `$y$`, gost-yescrypt `$gy$`, scrypt `$7$`: parameters, a salt, a hash of 43 (crypt(5));
 * - Argon2's PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash` in unpadded base64 (the reference
 *   implementation's README, github.com/P-H-C/phc-winner-argon2).
 * Taken where it stands as one: a field (after `:`, as in shadow and htpasswd lines, a lock's `!`
 * or `*` between) or after a word that names a hash or a password on its line. A bare shape in
 * prose (a man page's example) is left.
 */
const C = '[./0-9A-Za-z]';
const SHAPES =
  `\\$(?:1|apr1)\\$${C}{0,8}\\$${C}{22}` +
  `|\\$5\\$(?:rounds=\\d{1,9}\\$)?${C}{0,16}\\$${C}{43}` +
  `|\\$6\\$(?:rounds=\\d{1,9}\\$)?${C}{0,16}\\$${C}{86}` +
  `|\\$2[abxy]\\$\\d\\d\\$${C}{53}` +
  `|\\$g?y\\$${C}{1,64}\\$${C}{0,86}\\$${C}{43}` +
  `|\\$7\\$${C}{11,150}\\$${C}{43}` +
  `|\\$argon2(?:id|i|d)\\$(?:v=\\d+\\$)?m=\\d+,t=\\d+,p=\\d+\\$[A-Za-z0-9+/]{8,88}\\$[A-Za-z0-9+/]{16,128}`;

/** A word naming a hash or a password: `password_hash`, `hashedPassword`, `passwd`, `pwd`, `crypt`, `shadow`. */
const HASH_WORD = /hash|passw|pwd|crypt|shadow/i;

function standsAsHash(text: string, start: number): boolean {
  let i = start;
  // shadow(5): a `!` before the hash locks the password, `*`/`!!` stand alone.
  while (i > 0 && (text.charCodeAt(i - 1) === 33 || text.charCodeAt(i - 1) === 42)) i--;
  if (text.charCodeAt(i - 1) === 58) return true;
  // A field of a record: a quoted value, a tab-separated column, an assignment or an item of a
  // list (`values (…, $2y$12$…)`, a Laravel query log's bindings) far from its column's name.
  const before = text.charCodeAt(i - 1) === 32 && text.charCodeAt(i - 2) === 44 ? 44 : text.charCodeAt(i - 1);
  if (before === 34 || before === 39 || before === 9 || before === 61 || before === 44 || before === 40) return true;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return HASH_WORD.test(text.slice(Math.max(lineStart, start - 80), start));
}

export default defineDetector({
  id: 'password-hash',
  entity: 'API_KEY',
  patterns: () => [new RegExp(`(?<![\\w$./+])(?:${SHAPES})(?![\\w$./+])`, 'g')],
  keywords: ['$1$', '$apr1$', '$5$', '$6$', '$2a$', '$2b$', '$2x$', '$2y$', '$y$', '$gy$', '$7$', '$argon2'],
  window: 512,
  score: 0.9,
  validate: (_value, ctx) => standsAsHash(ctx.text, ctx.start),
  examples: {
    positive: [
      // Drepper's SHA-crypt specification, its test vectors ("Hello world!").
      { text: 'root:$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1:20394:0:99999:7:::', match: '$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1' },
      { text: 'svc:!$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v.:20394::::::', match: '$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v.' },
      { text: 'password_hash = "$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5"', match: '$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5' },
      // Apache's "Password Formats": `htpasswd -nbB myName myPassword`, `htpasswd -nbm …`.
      // Also as a Laravel query log's binding (the seventeenth reading), its column named far before.
      { text: 'insert into `users` (`name`, `email`, `phone`, `password`, `updated_at`, `created_at`) values (Amna Osman, a.osman@example.sd, +249912418273, $2y$05$c4WoMPo3SXsafkva.HHa6uXQZWr7oboPiC2bT/r7q1BB8I2s0BRqC, 2026-11-20)', match: '$2y$05$c4WoMPo3SXsafkva.HHa6uXQZWr7oboPiC2bT/r7q1BB8I2s0BRqC' },
      { text: 'myName:$2y$05$c4WoMPo3SXsafkva.HHa6uXQZWr7oboPiC2bT/r7q1BB8I2s0BRqC', match: '$2y$05$c4WoMPo3SXsafkva.HHa6uXQZWr7oboPiC2bT/r7q1BB8I2s0BRqC' },
      { text: 'myName:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/', match: '$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/' },
      // libxcrypt's crypt(5), its yescrypt example, as a NixOS option's value.
      { text: 'hashedPassword = "$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o.9agCG9G317fhZg9SqC.5i5rd.RhAtQ7";', match: '$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o.9agCG9G317fhZg9SqC.5i5rd.RhAtQ7' },
      // The Argon2 reference implementation's README (`argon2 somesalt -t 2 -m 16 -p 4 -l 24`).
      { text: '{"password_hash": "$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG"}', match: '$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG' },
    ],
    negative: [
      // A bare shape with no field or word before it (a man page's example output).
      '$ openssl passwd -apr1 myPassword\n$apr1$qHDFfhPC$nITSVHgYbDAK1Y0acGRnY0',
      'Example output: $2y$05$c4WoMPo3SXsafkva.HHa6uXQZWr7oboPiC2bT/r7q1BB8I2s0BRqC',
      // One character short of sha512crypt's 86.
      'root:$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz:20394:0:99999:7:::',
      // A shell script's positional parameters and a price.
      'password hash of "$1$2" costs $5$ today',
      // shadow's locked and empty fields.
      'daemon:*:18000:0:99999:7:::\nbin:!!:18000:0:99999:7:::',
    ],
  },
});
