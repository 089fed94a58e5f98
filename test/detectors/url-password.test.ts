import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';

// An independent reader's leaks (branch leaks): a connection URL's password with a raw "#" or
// "?" (configs write them unencoded), and a Redis URL with an empty user, were left in place.
const found = (text: string) => analyze(text).map((f) => [f.entity, text.slice(f.start, f.end)]);

describe('URL userinfo', () => {
  it.each([
    ['url: mysql://svc_reports:Xq7#mN2pLw9@10.0.4.12/reports', [['USERNAME', 'svc_reports'], ['API_KEY', 'Xq7#mN2pLw9']]],
    ['DATABASE_URL=postgres://svc_app:Xq7?mN2pLw9@db.example.com/r', [['USERNAME', 'svc_app'], ['API_KEY', 'Xq7?mN2pLw9']]],
    ['REDIS_URL=redis://:Pa55w0rdZ9x@cache.example.com:6379/0', [['API_KEY', 'Pa55w0rdZ9x']]],
  ])('redacts the password in %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'see http://localhost:3000?email=jo@example.com',
    'http://host.example.com:8080#x@y',
  ])('takes no port followed by a query or fragment for a password: %j', (text) => {
    expect(found(text).filter(([entity]) => entity === 'API_KEY')).toEqual([]);
  });
});
