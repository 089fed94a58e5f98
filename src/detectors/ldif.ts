import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';

/**
 * The attributes of an LDIF export (RFC 2849; `ldapsearch` prints one) whose name says what
 * their value is, whatever it looks like: a line `name: value`, or `name:: value` with the value
 * in base64 (RFC 2849 §2: a name with letters outside ASCII, `cn:: QmrDuHJu…`, is still that
 * person's name), continued on lines that open with one blank. The names are those of the
 * person schemas (RFC 4519, RFC 2798 inetOrgPerson, RFC 2307 posixAccount, and Active
 * Directory's): `cn`, `sn`, `givenName`, `displayName`, `gecos` a person's name, `mail` an
 * e-mail address, `uid` and `employeeNumber` an account, `telephoneNumber`, `mobile`,
 * `homePhone` a phone number, `postalAddress` and `street` an address (its lines parted by `$`,
 * RFC 4517 §3.3.28), `postalCode` a postcode, `userPassword` a credential. In the values of
 * `dn` and the attributes that name entries (`manager`, `member`, `owner`…), the values of `cn`
 * and `uid` (RFC 4514: `uid=sokafor,ou=people,…`) are the person's.
 */
const ATTRIBUTES: Record<string, EntityName> = {
  cn: 'PERSON_NAME',
  commonname: 'PERSON_NAME',
  sn: 'PERSON_NAME',
  surname: 'PERSON_NAME',
  givenname: 'PERSON_NAME',
  gn: 'PERSON_NAME',
  displayname: 'PERSON_NAME',
  gecos: 'PERSON_NAME',
  mail: 'EMAIL_ADDRESS',
  rfc822mailbox: 'EMAIL_ADDRESS',
  uid: 'USERNAME',
  userid: 'USERNAME',
  samaccountname: 'USERNAME',
  userprincipalname: 'USERNAME',
  employeenumber: 'USERNAME',
  employeeid: 'USERNAME',
  telephonenumber: 'PHONE_NUMBER',
  mobile: 'PHONE_NUMBER',
  mobiletelephonenumber: 'PHONE_NUMBER',
  homephone: 'PHONE_NUMBER',
  hometelephonenumber: 'PHONE_NUMBER',
  pager: 'PHONE_NUMBER',
  facsimiletelephonenumber: 'PHONE_NUMBER',
  othertelephone: 'PHONE_NUMBER',
  ipphone: 'PHONE_NUMBER',
  postaladdress: 'ADDRESS',
  homepostaladdress: 'ADDRESS',
  registeredaddress: 'ADDRESS',
  street: 'ADDRESS',
  streetaddress: 'ADDRESS',
  postalcode: 'ZIP_CODE',
  userpassword: 'API_KEY',
  unicodepwd: 'API_KEY',
};

/** Attributes whose values are distinguished names (RFC 4512, RFC 4519, RFC 2798). */
const DN_VALUED = new Set(['dn', 'manager', 'member', 'uniquemember', 'owner', 'seealso', 'secretary', 'roleoccupant', 'memberof', 'directreports']);

/** An attribute's line: its name (with options: `cn;lang-de`), one or two colons, the value. */
const LINE = /^([A-Za-z][A-Za-z0-9-]*)(?:;[A-Za-z0-9;-]+)?(::?)[ \t]*([^\r\n]*)/gm;

/** An RDN's `cn=` or `uid=` value in a DN, up to an unescaped comma or plus (RFC 4514 §2.4). */
const RDN = /(?:^|[,+])\s*(cn|uid)=((?:\\.|[^,+\\])+)/gi;

function* findLdifValues(text: string): Iterable<Candidate> {
  // An LDIF text has entries, each opening with its `dn:` line.
  if (!/^dn::? /m.test(text)) return;
  LINE.lastIndex = 0;
  for (let m = LINE.exec(text); m !== null; m = LINE.exec(text)) {
    const name = m[1]!.toLowerCase();
    const entity = ATTRIBUTES[name];
    const dnValued = DN_VALUED.has(name);
    if (entity === undefined && !dnValued) continue;
    const start = m.index + m[0].length - m[3]!.length;
    let end = m.index + m[0].length;
    // Continuation lines: a line break, then one blank (RFC 2849 §2, "FILL").
    while (text.charCodeAt(end) === 10 || text.charCodeAt(end) === 13) {
      const next = text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
      if (text.charCodeAt(next) !== 32) break;
      let stop = text.indexOf('\n', next);
      if (stop < 0) stop = text.length;
      if (text.charCodeAt(stop - 1) === 13) stop--;
      end = stop;
    }
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (end <= start) continue;
    if (entity !== undefined) {
      yield { start, end, score: 1, entity };
      continue;
    }
    // A DN written as text (one colon): the person's values among its RDNs.
    if (m[2] !== ':') continue;
    const dn = text.slice(start, end);
    RDN.lastIndex = 0;
    for (let r = RDN.exec(dn); r !== null; r = RDN.exec(dn)) {
      const valueStart = start + r.index + r[0].length - r[2]!.length;
      yield { start: valueStart, end: valueStart + r[2]!.trimEnd().length, score: 1, entity: r[1]!.toLowerCase() === 'cn' ? 'PERSON_NAME' : 'USERNAME' };
    }
  }
}

export default defineDetector({
  id: 'ldif',
  entity: 'PERSON_NAME',
  find: findLdifValues,
  // An entry's first line.
  keywords: ['dn:'],
  examples: {
    positive: [
      // RFC 2849's examples, with fictitious people (test/detectors/reader5-leaks.test.ts has the other types).
      {
        text: '# extended LDIF\ndn: cn=Barbara Jensen, ou=Product Development, dc=example, dc=com\nobjectclass: person\nsn: Jensenová\nobjectclass: top\n',
        match: ['Barbara Jensen', 'Jensenová'],
      },
      { text: '# extended LDIF\ndn: uid=bjensen,ou=people,dc=example,dc=com\ncn:: QmrDuHJuIEplbnNlbg==\nobjectclass: top\n', match: 'QmrDuHJuIEplbnNlbg==' },
    ],
    negative: [
      'sn: Jensenová', // no entry: no LDIF
      'dn: ou=people,dc=example,dc=com\nobjectClass: organizationalUnit\nou: people', // an entry that names no one
    ],
  },
});
