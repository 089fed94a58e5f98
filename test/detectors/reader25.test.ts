import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the twenty-fifth independent reader left standing (docs/reader.md, "The
 * twenty-fifth reading"), fixed after it: each case with the default options and the exact
 * redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('CSV exports pasted into a text (lib/csv-table.ts, lib/column-names.ts)', () => {
  const BITWARDEN = 'folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n';

  it("takes a password manager's log-ins, passwords and TOTP seeds by their `login_` columns; its item names stay", () => {
    expect(redact(`${BITWARDEN}Personal,,login,Allegro,,,0,https://allegro.pl,marta_k_83,allegro#Wroclaw83,\nWork,,login,GitLab,,,0,https://gitlab.example.io,mkowalczyk,nT4$kB8m@Yq2Vd6s,JBSWY3DPEHPK3PXPKR5GQ4ZT\n`)).toBe(
      `${BITWARDEN}Personal,,login,Allegro,,,0,https://allegro.pl,[USERNAME],[API_KEY],\nWork,,login,GitLab,,,0,https://gitlab.example.io,[USERNAME],[API_KEY],[API_KEY]\n`,
    );
  });

  it('reads on past a quoted cell over lines (RFC 4180 §2.6): the rows after a note are still read', () => {
    expect(redact(`${BITWARDEN}Personal,,note,Passport,"line one\nline two",,0,,,,\nFamily,,login,Streaming,,,0,https://www.netflix.com/login,tkowalczyk77,NetflixRodzina2024,\n`)).toBe(
      `${BITWARDEN}Personal,,note,Passport,"line one\nline two",,0,,,,\nFamily,,login,Streaming,,,0,https://www.netflix.com/login,[USERNAME],[API_KEY],\n`,
    );
    // A quote that never closes: the row is its own line, and has too few cells (no table read).
    expect(redact('id,username,note\n1,"ada_l,left\n2,bob_w,left\n')).toBe('id,username,note\n1,"ada_l,left\n2,bob_w,left\n');
  });

  it("leaves a `name` column a person's where no password sits beside a link", () => {
    expect(redact('name,login_username,department\nGitLab Mortensen,gmortensen,Finance\n')).toBe('name,login_username,department\n[PERSON_NAME],[USERNAME],Finance\n');
  });

  it("takes Google Contacts' numbered address parts and phones (`Address 1 - Street`, `Phone 2 - Value`), not their labels", () => {
    const header = 'First Name,Last Name,Phone 1 - Label,Phone 1 - Value,Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City\n';
    expect(redact(`${header}Sabina,Shrestha,Mobile,9818 440 126,Home,"Jhamsikhel 4, Lalitpur 44700\nNepal",Jhamsikhel 4,Lalitpur\n`)).toBe(
      `${header}[PERSON_NAME],[PERSON_NAME],Mobile,[PHONE_NUMBER],Home,"[ADDRESS]",[ADDRESS],[ADDRESS]\n`,
    );
  });
});
