import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { run } from '../helpers/io.js';
import { SALT, tree } from '../scan/build.js';

// The secrets gitleaks' own rule examples (cmd/generate/config/rules/*.go, MIT License,
// Copyright (c) 2019 Zachary Rice) still got past API_KEY before secrets2, with default options:
// each value as gitleaks' example writes it or a fictitious one of the same shape.
const apiKeys = (text: string) => analyze(text).filter((f) => f.entity === 'API_KEY').map((f) => text.slice(f.start, f.end));
/** A text written inside a JSON string, as a log or an API response carries it. */
const inJson = (text: string) => JSON.stringify({ note: text });
/** A text echoed in shell single quotes (each ' written '\''). */
const inShellQuotes = (text: string) => `echo '${text.replace(/'/g, `'\\''`)}'`;

const KUBERNETES = 'apiVersion: v1\nkind: Secret\nmetadata:\n\tname: db-user-pass\ndata:\n\tpassword: UyFCXCpkJHpEc2I9\n\tusername: YWRtaW4=\n';

describe('secrets2: NuGet.Config passwords (gitleaks nuget.go)', () => {
  it.each([
    ['<add key="Password" value="CleartextPassword1" />', 'CleartextPassword1'],
    ['<add key="ClearTextPassword" value="TestSourcePassword" />', 'TestSourcePassword'],
    ['<add key="ClearTextPassword" value="TestSource-Password" />', 'TestSource-Password'],
    ['<add key="ClearTextPassword" value="TestSource%Password%" />', 'TestSource%Password%'],
  ])('a password that names itself is still the password of %j', (text, value) => {
    expect(apiKeys(text)).toEqual([value]);
    expect(apiKeys(inJson(text))).toEqual([value]);
  });

  it.each([
    '<add key="ClearTextPassword" value="XXXXXXXXXXX" />', // a mask
    '<add key="ClearTextPassword" value="abc" />', // too short
    '<add key="ClearTextPassword" value="%TestSourcePassword%" />', // an environment variable
    '<add key="ClearTextPassword" value="33f!!lloppa" />', // NuGet's documentation sample
    '<add key="ClearTextPassword" value="hal+9ooo_da!sY" />', // NuGet's documentation sample
    '<add key="ClearTextPassword" value="password" />', // a sample word
    '<add key="Username" value="TestSourceUser1" />', // not a password field
  ])('leaves %j alone', (text) => {
    expect(apiKeys(text)).toEqual([]);
    expect(apiKeys(inJson(text))).toEqual([]);
  });

  it('a password that names itself stays a prompt in code', () => {
    expect(apiKeys('password = "TestSourcePassword"')).toEqual([]);
  });
});

describe('secrets2: forms written inside a JSON string (escaped line breaks and quotes)', () => {
  it('a Kubernetes Secret manifest', () => {
    // "YWRtaW4=" ("admin") is too short for a Secret's value, as outside JSON.
    expect(apiKeys(KUBERNETES)).toEqual(['UyFCXCpkJHpEc2I9']);
    expect(apiKeys(inJson(KUBERNETES))).toEqual(['UyFCXCpkJHpEc2I9']);
  });

  it('maps a value holding an escape back over the escape', () => {
    const text = inJson(KUBERNETES.replace('UyFCXCpkJHpEc2I9', 'UyFCXC/kJHpEc2I9')).replace('XC/k', 'XC\\/k');
    expect(text).toContain('UyFCXC\\/kJHpEc2I9');
    expect(apiKeys(text)).toEqual(['UyFCXC\\/kJHpEc2I9']);
  });

  it('a ConfigMap is no Secret there either', () => {
    expect(apiKeys(inJson('apiVersion: v1\nkind: ConfigMap\ndata:\n  mode: UHJvZHVjdGlvbg==\n'))).toEqual([]);
  });

  it.each([
    ['curl -u ":d2LkV78zLx!t" https://localhost:9200', ':d2LkV78zLx!t'],
    ['curl -s -v --user "j.smith:dB2yF6@qL9vZm1P#4J" "https://api.contoso.org/user/me"', 'j.smith:dB2yF6@qL9vZm1P#4J'],
    [' utils.GetEnvOrDefault("api_token", "dafa7817-e246-48f3-91a7-e87653d587b8")', 'dafa7817-e246-48f3-91a7-e87653d587b8'],
    ['facebook: 6853346804429900%_EH-4dIu3df52_Oh8mlgtqyy6aSl"', '6853346804429900%_EH-4dIu3df52_Oh8mlgtqyy6aSl'],
  ])('%j', (text, value) => {
    expect(apiKeys(inJson(text))).toEqual([value]);
  });

  it('a value written inside a JSON string ends before the escaped closing quote', () => {
    expect(apiKeys(inJson('curl -X POST --header "Api-Token: Sk94HG7f6KB"'))).toEqual(['Sk94HG7f6KB']);
    expect(apiKeys(inJson('curl -X GET -H "apikey: c4ed6c21-9dd5-4a05-8e3f-c56d1151cce8" -H "Accept: application/json"'))).toEqual(['c4ed6c21-9dd5-4a05-8e3f-c56d1151cce8']);
    expect(apiKeys(inJson('the api token: Sk94HG7f6KB"'))).toEqual(['Sk94HG7f6KB']);
  });

  it('placeholders stay placeholders', () => {
    expect(apiKeys(inJson('curl -u "${username}":"${password}"'))).toEqual([]);
    expect(apiKeys(inJson('curl -u "$USER:$TOKEN" https://api.example.com'))).toEqual([]);
  });
});

describe('secrets2: curl credentials (gitleaks curl.go)', () => {
  it.each([
    // User and password quoted apart: the pair with its quotes, as gitleaks reports it.
    ["curl --user kevin:'pRf7vG2h1L8nQkW9' -iX PATCH -H \"Content-Type: application/json\" -d", "kevin:'pRf7vG2h1L8nQkW9'"],
    ['curl -X POST --user "{acd3c08b-74e8-4f44-a2d0-80694le24f46}":"{ZqL5kVrX1n8tA2}" https://gateway.example.net/api', '"{acd3c08b-74e8-4f44-a2d0-80694le24f46}":"{ZqL5kVrX1n8tA2}"'],
    ['curl -u "svc-build":"Vb7!qR2zKp9x" https://ci.example.com/api', '"svc-build":"Vb7!qR2zKp9x"'],
  ])('%j', (text, value) => {
    expect(apiKeys(text)).toEqual([value]);
  });

  it.each([
    ['curl -XPOST http://localhost:8080/api/tasks -H "Token: 3fea6af1349166ea" -d "content=hello-curl"', '3fea6af1349166ea'],
    ['curl -X GET https://octopus.corp.example/ -H "X-Octopus-ApiKey: 3a16750d-d363-41a4-8ebd-035408f7730f"', '3a16750d-d363-41a4-8ebd-035408f7730f'],
    ["curl --header 'Api-Token: Sk94HG7f6KB' https://api.example.com", 'Sk94HG7f6KB'],
  ])('a credential header of curl: %j', (text, value) => {
    expect(apiKeys(text)).toEqual([value]);
  });

  it.each([
    'curl -X GET -H "apikey: $API_KEY" https://api.example.com',
    'curl -H "Token: xxxxxxxxxxxxxxxx" https://api.example.com',
    'curl -H "Token: aaaaaaaabbbbbbbb" https://api.example.com', // entropy 1
    'curl -H "Token: 1111222233334444" https://api.example.com',
    'wget --header "Token: 3fea6af1349166ea" https://api.example.com', // no curl on the line
    'curl -u "${username}":"${password}"',
    "curl -u 'test':'test'",
  ])('leaves %j alone', (text) => {
    expect(apiKeys(text)).toEqual([]);
  });

  it('in shell single quotes', () => {
    expect(apiKeys(inShellQuotes("curl -sw '%{http_code}' -X POST --user  'johns:h0pk1ns~21s' $GItHUB_API_URL/$GIT_COMMIT --data"))).toEqual(['johns:h0pk1ns~21s']);
    expect(apiKeys(inShellQuotes("'access_token': 'eyJ0eXAioiJKV1slS3oASx=='"))).toEqual(['eyJ0eXAioiJKV1slS3oASx==']);
    expect(apiKeys(inShellQuotes("curl --user '$USERNAME:$PASSWORD' https://ci.example.com"))).toEqual([]);
  });
});

describe('secrets2: a JWT whose header was garbled (gitleaks jwt.go)', () => {
  const GARBLED =
    'eyJhbGciOieeeiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.a_5icKBDo-8EjUlrfvz2k2k-FYaindQ0DEYNrlsnRG0';

  it('is found whole: its header names an algorithm, its claims are a JSON object, it is signed', () => {
    expect(apiKeys(`JWT := ${GARBLED}`)).toEqual([GARBLED]);
  });

  it.each([
    ['unsigned', GARBLED.slice(0, GARBLED.lastIndexOf('.') + 1)],
    ['claims not JSON', 'eyJhbGciOieeeiIsInR5cCI6IkpXVCJ9.eyJub3QganNvbiBhdCBhbGw.a_5icKBDo-8EjUlrfvz2k2k-FYaindQ0DEYNrlsnRG0'],
    ['no alg in the header', 'eyJ0eXAiOiJKV1QifQ.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLWhlcmU'],
  ])('not when %s', (_, token) => {
    expect(apiKeys(`JWT := ${token}`)).toEqual([]);
  });
});

describe('secrets2: anonymize scan fails on them (docs/ci.md: exit 1 when a finding fails the run)', () => {
  it('exits 1 on each, naming API_KEY and where', async () => {
    const dir = tree({
      'NuGet.Config': '<configuration>\n  <packageSourceCredentials>\n    <Contoso>\n      <add key="ClearTextPassword" value="TestSourcePassword" />\n    </Contoso>\n  </packageSourceCredentials>\n</configuration>\n',
      'tasks.sh': 'curl -XPOST http://localhost:8080/api/tasks -H "Token: 3fea6af1349166ea" -d "content=hello-curl"\n',
      'deploy.sh': "curl --user kevin:'pRf7vG2h1L8nQkW9' -iX PATCH https://api.example.com/v1/items\n",
    });
    const r = await run(['scan', '.', ...SALT, '-e', 'API_KEY', '--fail-on', 'API_KEY'], { cwd: dir });
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n').map((l) => l.replace(/, fingerprint \w+\)/, ')'));
    expect(lines).toEqual([
      'NuGet.Config:4:43-4:61: API_KEY (secret-assignment, score 0.80)',
      'deploy.sh:1:13-1:37: API_KEY (secret-assignment, score 0.95)',
      'tasks.sh:1:56-1:72: API_KEY (secret-assignment, score 0.80)',
      '3 findings (3 failing) in 3 files scanned',
      '',
    ]);
  });
});
