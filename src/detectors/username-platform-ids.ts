import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * Account identifiers that platforms print in their own fixed forms (the fourteenth reading):
 * - WeChat's internal user ID, `wxid_` and 8 to 24 lower-case letters and digits (the `wxid`
 *   every account has under its chosen WeChat ID; chat exports such as WechatExporter's name
 *   each conversation by it): `wxid_k8m2q4r7t9v1x3`;
 * - a MediaWiki user link, `[[User:Bwalsh|Bronagh Walsh]]` (MediaWiki's namespace `User:`, the
 *   account's name up to `|` or `]]`; Help:Links on mediawiki.org);
 * - an ORCID iD, `0000-0002-4182-7368`: sixteen characters in four groups, the last an ISO 7064
 *   MOD 11-2 check character (ORCID's "Structure of the ORCID Identifier"; every iD issued
 *   so far opens with 0000-0001, -0002, -0003 or -0009);
 * - a GPX file's author e-mail, which GPX 1.1 splits in two attributes, `<email id="dagny.hp"
 *   domain="fastmail.com"/>` (the topografix.com GPX 1.1 schema, emailType): the id part is the
 *   address's local part, an EMAIL_ADDRESS;
 * - a Strava athlete's number in a profile link, `strava.com/athletes/41827365` (Strava's public
 *   profile URL);
 * - an ORCID record's other identifiers of the researcher (API v3's `external-identifiers`:
 *   `"external-id-type": "Scopus Author ID", "external-id-value": "57204182736"`), by a type
 *   that names an author's account (Scopus Author ID, ResearcherID, Loop, ISNI…); a work's DOI
 *   or a grant's number under another type stays.
 * - an Auth0 user id, the identity provider and the provider's id joined by `|` (Auth0's "User
 *   Profile Structure": `auth0|507f1f77bcf86cd799439020` for a database connection, a 24-digit
 *   hex object id; `google-oauth2|103547991597142817347` for Google's 21-digit subject),
 *   also URL-encoded in a Management API path (`/api/v2/users/auth0%7C…`).
 * Found from the literals `wxid_`, `[[User:`, `0000-000`, `<email id="`, `strava.com/athletes/`,
 * `"external-id-type"`, `auth0|`, `auth0%7C`, `google-oauth2|` and `google-oauth2%7C`.
 */
const WXID = /wxid_[a-z0-9]{8,24}(?![A-Za-z0-9_])/y;
const WIKI_USER = /[^|\]\n[]{1,60}(?=\||\]\])/y;
const ORCID = /0000-000[1239]-\d{4}-\d{3}[\dX](?![\dA-Za-z-])/y;
const GPX_EMAIL = /[^"\s@]{1,64}(?=" domain=")/y;
const STRAVA_ATHLETE = /\d{3,12}(?![\w-])/y;
const AUTH0_HEX = /[0-9a-f]{24}(?![\w-])/y;
const GOOGLE_SUB = /\d{21}(?![\w-])/y;
const EXTERNAL_ID = /"external-id-type"[ \t]*:[ \t]*"(?<type>[^"\n]{1,40})"[^{}]{0,200}?"external-id-value"[ \t]*:[ \t]*"(?<value>[^"\s]{3,64})"/y;
/** `external-id-type`s that name a researcher's account in another registry (ORCID's list of identifier sources), lower case. */
const AUTHOR_ID_TYPES = new Set(['scopus author id', 'researcherid', 'researcher id', 'loop profile', 'isni', 'ciência id', 'ciencia id', 'gnd', 'kaken', 'sciprofiles', 'repec', 'google scholar id', 'scopus id']);

function findIds(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const scan = scanOf(text, ctx);
  for (const at of scan.literal('wxid_')) {
    if (/[A-Za-z0-9_]/.test(text[at - 1] ?? '')) continue;
    WXID.lastIndex = at;
    if (WXID.test(text)) out.push({ start: at, end: WXID.lastIndex, score: 0.9, entity: 'USERNAME' });
  }
  for (const at of scan.literal('[[User:')) {
    WIKI_USER.lastIndex = at + 7;
    if (WIKI_USER.test(text)) out.push({ start: at + 7, end: WIKI_USER.lastIndex, score: 0.9, entity: 'USERNAME' });
  }
  for (const at of scan.literal('0000-000')) {
    if (/[\dA-Za-z-]/.test(text[at - 1] ?? '')) continue;
    ORCID.lastIndex = at;
    if (ORCID.test(text) && orcidCheckOk(text.slice(at, ORCID.lastIndex))) out.push({ start: at, end: ORCID.lastIndex, score: 0.9, entity: 'USERNAME' });
  }
  for (const at of scan.literal('<email id="')) {
    GPX_EMAIL.lastIndex = at + 11;
    if (GPX_EMAIL.test(text)) out.push({ start: at + 11, end: GPX_EMAIL.lastIndex, score: 0.9, entity: 'EMAIL_ADDRESS' });
  }
  for (const at of scan.literal('strava.com/athletes/')) {
    STRAVA_ATHLETE.lastIndex = at + 20;
    if (STRAVA_ATHLETE.test(text)) out.push({ start: at + 20, end: STRAVA_ATHLETE.lastIndex, score: 0.9, entity: 'USERNAME' });
  }
  for (const at of scan.literal('"external-id-type"')) {
    EXTERNAL_ID.lastIndex = at;
    const m = EXTERNAL_ID.exec(text);
    if (m === null || !AUTHOR_ID_TYPES.has(m.groups!.type!.toLowerCase())) continue;
    const end = at + m[0].length - 1;
    out.push({ start: end - m.groups!.value!.length, end, score: 0.9, entity: 'USERNAME' });
  }
  auth0Ids(text, scan, 'auth0', AUTH0_HEX, out);
  auth0Ids(text, scan, 'google-oauth2', GOOGLE_SUB, out);
  return out;
}

/** Auth0 user ids of one provider, `provider|id` or `provider%7Cid`, whole. */
function auth0Ids(text: string, scan: ReturnType<typeof scanOf>, provider: string, id: RegExp, out: Candidate[]): void {
  for (const joiner of ['|', '%7C']) {
    for (const at of scan.literal(provider + joiner)) {
      if (/[\w-]/.test(text[at - 1] ?? '')) continue;
      id.lastIndex = at + provider.length + joiner.length;
      if (id.test(text)) out.push({ start: at, end: id.lastIndex, score: 0.9, entity: 'USERNAME' });
    }
  }
}

/** ISO 7064 MOD 11-2 over the fifteen digits, the sixteenth its check character (10 written X). */
function orcidCheckOk(id: string): boolean {
  const chars = id.replace(/-/g, '');
  let total = 0;
  for (let i = 0; i < 15; i++) total = (total + chars.charCodeAt(i) - 48) * 2;
  const check = (12 - (total % 11)) % 11;
  return chars[15] === (check === 10 ? 'X' : String(check));
}

export default defineDetector({
  id: 'username-platform-ids',
  entity: 'USERNAME',
  find: findIds,
  examples: {
    positive: [
      // Fictitious accounts (the fourteenth reading's WeChat export, staff wiki page and ORCID record;
      // the ORCID iD's check character computed with python-stdnum iso7064.mod_11_2).
      { text: '会话：张丽华 (wxid_k8m2q4r7t9v1x3)', match: 'wxid_k8m2q4r7t9v1x3' },
      { text: '| manager     = [[User:Bwalsh|Bronagh Walsh]]', match: 'Bwalsh' },
      { text: '"path": "0000-0002-4182-7368",', match: '0000-0002-4182-7368' },
      { text: '<link href="https://www.strava.com/athletes/41827365"><text>', match: '41827365' },
      { text: '{ "external-id-type": "ResearcherID", "external-id-value": "AAF-4182-2019" }', match: 'AAF-4182-2019' },
      // Auth0's "User Profile Structure" examples of user_id.
      { text: '"user_id": "auth0|507f1f77bcf86cd799439020",', match: 'auth0|507f1f77bcf86cd799439020' },
      { text: '"user_id": "google-oauth2|103547991597142817347"', match: 'google-oauth2|103547991597142817347' },
      // Fictitious (the eighteenth reading's Auth0 log): a Management API path.
      { text: '"path": "/api/v2/users/auth0%7C64f1c2a98e3b7d0012ab4c91",', match: 'auth0%7C64f1c2a98e3b7d0012ab4c91' },
    ],
    negative: [
      '"path": "0000-0002-4182-7369",', // wrong check character
      'wxid_', // no ID
      '[[Category:Field Service]]', // no user
      'serial 0000-0002-4182', // too short
      '{ "external-id-type": "doi", "external-id-value": "10.1016/j.soilbio.2021.108418" }', // a work's DOI
      'https://www.strava.com/athletes/', // no athlete
      '"connection": "auth0|Username-Password-Authentication"', // no object id
      'google-oauth2|1035479915', // too short for Google's subject
    ],
  },
});
