import { defineDetector, somePlace, stickyMatchesAt } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import {
  ARGUMENT_PAIR,
  CURL_HEADER,
  CURL_USER,
  FLAG,
  MARKED_CUES,
  PASSWORD_SHORT_FLAG,
  XML_KEY_VALUE,
  findEnvEntries,
  findKubernetesSecrets,
  URL_PASSWORD,
  XML_ELEMENT,
  findAssignedSecrets,
  findCredentialValues,
  findMarkedSecrets,
  mayNameSecret,
} from './secrets/assignment.js';
import { findHtpasswdPasswords } from './secrets/htpasswd.js';
import { findSqlPasswords } from './secrets/sql-password.js';
import { netrcCredentials, pgpassCredentials } from './secrets/dotfiles.js';
import { looksLikeSecret } from './secrets/placeholders.js';
import { forEachEscapedJsonString, mayHoldEscapes, shellQuotedView, type DecodedString } from './secrets/escaped-views.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * Secrets without a vendor format, found by what names them: `key/token/secret/password/
 * api_key/client_secret = value` in every common syntax, command-line flags, XML elements and
 * the password in a URL, curl's `-u user:password`, `mysql -p…`, `htpasswd -b … user password`, NuGet's `<add key value>`,
 * SQL's `ALTER ROLE … PASSWORD '…'` and `IDENTIFIED BY '…'`, chpasswd's `user:password` input,
 * call arguments and Kubernetes Secrets (HTTP Authorization headers are secret-header's,
 * sentences secret-phrase's). The finding is the VALUE only, and only when it looks like a
 * real secret (secrets/placeholders.ts leaves `xxxx`, `<your-key>`, `${VAR}`, `changeme`… alone).
 *
 * A password assigned in code or config (`password = "hunter2xyz!"`) is reported as API_KEY:
 * the entity catalog has no PASSWORD type, and API_KEY is where credentials belong.
 */
const SHORT_FLAG_AT = new RegExp(PASSWORD_SHORT_FLAG.re.source, 'dy');
const XML_KEY_VALUE_AT = new RegExp(XML_KEY_VALUE.re.source, 'diy');

function* findSecrets(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const cues = ctx?.cueHits;
  const scan = ctx?.scan;
  yield* findAssignedSecrets(text, 0.8, ctx);
  yield* findMarkedSecrets(text, FLAG, 0.8, FLAG.matches(text, scan));
  yield* findMarkedSecrets(text, XML_ELEMENT, 0.8, XML_ELEMENT.matches(text, scan));
  yield* findMarkedSecrets(text, XML_KEY_VALUE, 0.8, cues ? stickyMatchesAt(XML_KEY_VALUE_AT, text, cues) : XML_KEY_VALUE.matches(text, scan));
  yield* findMarkedSecrets(text, ARGUMENT_PAIR, 0.8, ARGUMENT_PAIR.matches(text, scan));
  // Above the e-mail detector's 0.9: "-u jane@example.com:pw" is one credential.
  if (!cues || somePlace(cues, (at) => /^curl/i.test(text.slice(at, at + 4)))) {
    yield* findMarkedSecrets(text, CURL_USER, 0.95, CURL_USER.matches(text, scan));
    yield* findMarkedSecrets(text, CURL_HEADER, 0.8, CURL_HEADER.matches(text, scan));
  }
  yield* findMarkedSecrets(text, PASSWORD_SHORT_FLAG, 0.8, cues ? stickyMatchesAt(SHORT_FLAG_AT, text, cues) : PASSWORD_SHORT_FLAG.matches(text, scan));
  yield* findKubernetesSecrets(text, 0.8);
  yield* findEnvEntries(text, 0.8);
  yield* findHtpasswdPasswords(text, 0.8, scan);
  yield* findSqlPasswords(text, 0.8, cues);
  // The passwords of pasted ~/.netrc and ~/.pgpass files (secrets/dotfiles.ts).
  for (const c of [...netrcCredentials(text, cues), ...pgpassCredentials(text, scan ?? scanOf(text), cues)]) {
    if (c.password && looksLikeSecret(text.slice(c.password[0], c.password[1]), 'password')) yield { start: c.password[0], end: c.password[1], score: 0.8 };
  }
  // Above the e-mail detector's 0.9: "user:p4ss@db.example.com" holds no e-mail address.
  yield* findCredentialValues(text, URL_PASSWORD, 'password', 0.95, URL_PASSWORD.matches(text, scan));
  // The same forms written inside a JSON string or shell single quotes, whose line breaks and
  // quotes are escapes (secrets/escaped-views.ts): tried on the decoded text, the spans mapped back.
  if (mayHoldEscapes(text)) {
    const found: Candidate[] = [];
    forEachEscapedJsonString(text, escapedCuesAt(text), (s) => found.push(...mapped(s, findLineForms(s.text))));
    yield* found;
  }
  const shell = shellQuotedView(text, SHELL_CUES);
  if (shell) yield* mapped(shell, [...findLineForms(shell.text), ...findAssignedSecrets(shell.text, 0.8)]);
}

function mapped(view: DecodedString, found: Iterable<Candidate>): Candidate[] {
  return [...found].map((c) => ({ start: view.at(c.start), end: view.at(c.end), score: c.score }));
}

/**
 * Where a JSON string may hold a form that needs real line breaks or quotes, as the text writes
 * it: a Kubernetes `kind:`, NuGet's `<add `, `curl`, and a call's `\",` after a quoted word
 * that names a secret (`(\"api_token\", \"…\")`; most `\",` of JSON-in-JSON end other values).
 */
function escapedCuesAt(text: string): number[] {
  const at: number[] = [];
  for (const cue of ['kind:', '<add ', 'curl']) for (let i = text.indexOf(cue); i !== -1; i = text.indexOf(cue, i + 1)) at.push(i);
  for (let i = text.indexOf('\\",'); i !== -1; i = text.indexOf('\\",', i + 3)) {
    const open = text.lastIndexOf('\\"', i - 1);
    if (open !== -1 && i - open <= 62 && mayNameSecret(text, open + 2, i)) at.push(i);
  }
  return at.sort((a, b) => a - b);
}

/** What the forms that need real line breaks or quotes look for in shell quotes (`name: value` and `name=value` too). */
const SHELL_CUES = ['kind:', '<add ', 'curl', '",', "',", ':', '='];

/** The forms that need real line breaks or quotes: Kubernetes Secrets, NuGet's <add>, curl -u and call arguments. */
function* findLineForms(text: string): Iterable<Candidate> {
  yield* findKubernetesSecrets(text, 0.8);
  yield* findMarkedSecrets(text, XML_KEY_VALUE, 0.8);
  if (text.includes('curl')) {
    yield* findMarkedSecrets(text, CURL_USER, 0.95);
    yield* findMarkedSecrets(text, CURL_HEADER, 0.8);
  }
  yield* findMarkedSecrets(text, ARGUMENT_PAIR, 0.8);
}

export default defineDetector({
  id: 'secret-assignment',
  entity: 'API_KEY',
  find: findSecrets,
  cues: MARKED_CUES,
  examples: {
    positive: [
      // Fictitious values, written for this catalog.
      { text: 'password = "hunter2xyz!"', match: 'hunter2xyz!' }, // code
      { text: 'DB_PASSWORD=Tr0ub4dor&3', match: 'Tr0ub4dor&3' }, // .env
      { text: 'export API_TOKEN="t9Xq2Lm7Vb4Np8Rz"', match: 't9Xq2Lm7Vb4Np8Rz' }, // shell
      { text: 'database:\n  user: app\n  password: s3cr3t-P4ss\n', match: 's3cr3t-P4ss' }, // YAML
      { text: '[smtp]\nhost = mail.example.com\npassword = Xk9#mQ2$vL7p\n', match: 'Xk9#mQ2$vL7p' }, // INI
      { text: '{"api_key": "8f4b2c9e1d7a3f6b5c0e9d8a7b6c5d4e", "region": "eu"}', match: '8f4b2c9e1d7a3f6b5c0e9d8a7b6c5d4e' }, // JSON
      { text: "const apiToken = 'a1B2c3D4e5F6g7H8i9J0';", match: 'a1B2c3D4e5F6g7H8i9J0' }, // JS, camelCase name
      { text: "$config['secret'] = 'q8Zt2LmV9xPw4RkN';", match: 'q8Zt2LmV9xPw4RkN' }, // PHP
      { text: ':client_secret => "Zx8Kp2Lm9Qw4Rt7Y",', match: 'Zx8Kp2Lm9Qw4Rt7Y' }, // Ruby
      { text: 'db = connect(user="app", password="N0t-S0-S3cret!")', match: 'N0t-S0-S3cret!' }, // Python kwargs
      { text: 'token := "tk9aF3kL2mP8qR5sT1"', match: 'tk9aF3kL2mP8qR5sT1' }, // Go
      { text: 'spring.datasource.password=Qw3rT7!zX9', match: 'Qw3rT7!zX9' }, // Java properties
      { text: 'X-API-Key: 3d9f8e7c6b5a4d3c2b1a0f9e8d7c6b5a', match: '3d9f8e7c6b5a4d3c2b1a0f9e8d7c6b5a' }, // header
      { text: 'GET /v1/items?api_key=Q2w8E4r6T1y3U5i7&page=2', match: 'Q2w8E4r6T1y3U5i7' }, // URL query
      { text: 'mysql --user=app --password=Zq8!mK3pW7 shop', match: 'Zq8!mK3pW7' }, // flag with =
      { text: 'vault login --token s7Kp2Lm9Qw4Rt8Yz', match: 's7Kp2Lm9Qw4Rt8Yz' }, // flag with a space
      { text: '<password>Vx7!pQ9#zL2m</password>', match: 'Vx7!pQ9#zL2m' }, // XML
      { text: 'DATABASE_URL=postgres://app:Pg5-Tz8!qW2@db.example.com:5432/shop', match: 'Pg5-Tz8!qW2' }, // URL userinfo
      { text: 'curl -u deploy:Vb7!qR2zKp9 https://ci.example.com/api', match: 'deploy:Vb7!qR2zKp9' }, // curl credentials
      { text: '<add key="ClearTextPassword" value="Nu6!gEt-Pw4z" />', match: 'Nu6!gEt-Pw4z' }, // NuGet.Config
      { text: 'mysql -u app -pQx7!mT2vR9 shop', match: 'Qx7!mT2vR9' }, // password glued to -p
      { text: "  514  htpasswd -b /etc/nginx/.htpasswd kofi.boateng 'Kumasi!Gate22'", match: 'Kumasi!Gate22' }, // htpasswd's batch mode
      { text: 'System.setProperty("API_TOKEN", "tK8q2Lz9Vm4Xr7Pw");', match: 'tK8q2Lz9Vm4Xr7Pw' }, // call arguments
      { text: 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  dbpass: UzNjcjN0LVA0c3M=\n', match: 'UzNjcjN0LVA0c3M=' }, // Kubernetes
      { text: "LOG:  statement: ALTER ROLE svc_reporting WITH PASSWORD 'R3port!ng-Nov26';", match: 'R3port!ng-Nov26' }, // PostgreSQL
      { text: "CREATE USER 'app'@'%' IDENTIFIED BY 'Mq7!vT2#pL';", match: 'Mq7!vT2#pL' }, // MySQL
      { text: "echo 'ubuntu:Harbour-Lights-2026' | sudo chpasswd", match: 'Harbour-Lights-2026' }, // chpasswd(8)
      // gitleaks' own true positives (cmd/generate/config/rules/*.go at b58d3f10, MIT License,
      // Copyright (c) 2019 Zachary Rice), file and line given.
      { text: '<add key="ClearTextPassword" value="TestSourcePassword" />', match: 'TestSourcePassword' }, // nuget.go:33, a password that names itself
      { text: "curl --user kevin:'pRf7vG2h1L8nQkW9' -iX PATCH -H \"Content-Type: application/json\" -d", match: "kevin:'pRf7vG2h1L8nQkW9'" }, // curl.go:51, quoted apart
      { text: 'curl -XPOST http://localhost:8080/api/tasks -H "Token: 3fea6af1349166ea" -d "content=hello-curl"', match: '3fea6af1349166ea' }, // curl.go:166
      { text: `echo 'curl -sw '\\''%{http_code}'\\'' -X POST --user  '\\''johns:h0pk1ns~21s'\\'' $GItHUB_API_URL/$GIT_COMMIT --data'`, match: 'johns:h0pk1ns~21s' }, // curl.go:45, echoed in shell quotes
      { text: '{"log": "apiVersion: v1\\nkind: Secret\\ndata:\\n\\tpassword: UyFCXCpkJHpEc2I9\\n"}', match: 'UyFCXCpkJHpEc2I9' }, // kubernetes.go:81, inside a JSON string
      { text: '{"note": " utils.GetEnvOrDefault(\\"api_token\\", \\"dafa7817-e246-48f3-91a7-e87653d587b8\\")"}', match: 'dafa7817-e246-48f3-91a7-e87653d587b8' }, // generic.go:154, inside a JSON string
    ],
    negative: [
      'password = "changeme"',
      'api_key: <your-api-key>',
      'API_KEY=YOUR_API_KEY',
      'token: ${GITHUB_TOKEN}',
      'secret: "{{ vault_secret }}"',
      'apiKey: process.env.API_KEY',
      'password: "********"',
      'token = "xxxxxxxxxxxxxxxx"',
      'api_key = "EXAMPLE_KEY_123"',
      'secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>',
      'password_length = 12',
      'token_type: bearer',
      'max_tokens = 4096',
      'tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")',
      'primary_key = True',
      'The key to success is persistence.',
      'password: !vault |',
      'monkey = "banana42x"',
      'if password == user_input:',
      'Passwords must be at least 8 characters: mix letters and digits.',
      'postgres://user:password@localhost/db',
      'keyboard_layout = "us-intl"',
      'secret: aaaaaaaaaaaa',
      'password: 12345678',
      'api_key = "abcdefghijklmnop"',
      'license_key = "A1B2C-3D4E5-F6G7H"', // LICENSE_KEY's, not a secret
      'token_url: https://oauth2.example.com/token',
      'password_file: /etc/app/secrets/db.txt',
      'api_key = os.environ["API_KEY"]',
      // Code that names a value rather than holding one (from real package sources).
      'privateKeyEncoding: BasePrivateKeyEncodingOptions<PrivF>',
      'const IS_KEYED_SENTINEL = "@@__IMMUTABLE_KEYED__@@";',
      'const pass = !this.result.issues || fallback',
      'this._key = "chai/deep-eql__"',
      'tokenizer_path = "models/bert2-base"',
      'Release GPG key: 9554F04D7259F04124DE6B476D5A82AC7E37093B', // a public fingerprint
      'docker run -p 8080:80 nginx', // a port, not a password
      "SELECT * FROM users WHERE password = 'x'", // no command that sets one
      'ALTER ROLE app WITH PASSWORD NULL;',
      'curl -u $USER:$TOKEN https://api.example.com',
      'apiVersion: v1\nkind: ConfigMap\ndata:\n  mode: UHJvZHVjdGlvbg==\n', // not a Secret
      '<add key="ClearTextPassword" value="%TestSourcePassword%" />', // gitleaks nuget.go:43, an environment variable
      'curl -H "Token: xxxxxxxxxxxxxxxx" https://api.example.com', // a mask
      '{"log": "apiVersion: v1\\nkind: ConfigMap\\ndata:\\n  mode: UHJvZHVjdGlvbg==\\n"}', // not a Secret, inside a JSON string
    ],
  },
});
