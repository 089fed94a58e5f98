import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import yaml from 'js-yaml';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../../src/entities.js';
import { ENDPOINTS } from '../../src/server/routes/meta.js';
import { bearer, makeToken, postJson, startServer, upload, waitForJob, type Running } from './helpers.js';

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { enum?: string[] }> };
}
const doc = yaml.load(readFileSync(new URL('../../docs/openapi.yaml', import.meta.url), 'utf8')) as OpenApi;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ ...doc, $id: 'api' } as object);
const check = (schema: string, body: unknown) => {
  const validate = ajv.getSchema(`api#/components/schemas/${schema}`)!;
  expect(validate(body), `${schema}: ${JSON.stringify(validate.errors)}`).toBe(true);
};

let s: Running;
let token: string;
beforeAll(async () => {
  s = await startServer({ mode: 'demo', rateLimit: 1000 });
  token = (await makeToken(s.dataDir)).token;
});
afterAll(() => s.close());

describe('docs/openapi.yaml is the server', () => {
  it('lists exactly the endpoints GET / lists, and the catalog', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented).toEqual(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    expect(doc.components.schemas.EntityName!.enum).toEqual(ENTITY_NAMES);
  });

  it("the server's answers validate against the documented schemas", async () => {
    const h = bearer(token);
    check('Root', await (await fetch(`${s.url}/`)).json());
    check('Health', await (await fetch(`${s.url}/health`)).json());
    check('EntityList', await (await fetch(`${s.url}/anonymize/entities`, { headers: h })).json());
    check('TextResult', await (await postJson(`${s.url}/anonymize/text`, { text: 'Mail jane@example.com', entities: 'EMAIL_ADDRESS' }, h)).json());
    const accepted = await (await upload(`${s.url}/anonymize/csv`, { name: 'a.csv', bytes: 'email\njane@example.com\n' }, {}, h)).json();
    check('Accepted', accepted);
    check('Job', await waitForJob(s.url, (accepted as { job_id: string }).job_id, h));
    for (const res of [await fetch(`${s.url}/anonymize/entities`), await postJson(`${s.url}/anonymize/text`, '{', h), await fetch(`${s.url}/anonymize/status/nope`, { headers: h })]) {
      check('Error', await res.json());
    }
  });
});
