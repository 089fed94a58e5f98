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

describe('national ids of the reading (national-ids/world-twenty-fifth.ts)', () => {
  it("takes a Qatari QID after its names in English and Arabic, not an invoice's eleven digits (qa/qid)", () => {
    expect(redact('Nationality: Indian        QID No.: 29035617284\n')).toBe('Nationality: Indian        QID No.: [NATIONAL_ID]\n');
    expect(redact('2- Thomas Varghese          QID 28735609872      Sig.: ....\n')).toBe('2- [PERSON_NAME]          QID [NATIONAL_ID]      Sig.: ....\n');
    expect(redact('الشهود: ق.ش: 28563401553\n')).toBe('الشهود: ق.ش: [NATIONAL_ID]\n');
    expect(redact('Invoice 29035617284 paid\n')).toBe('Invoice 29035617284 paid\n');
    expect(redact('QID No.: 49035617284\n')).toBe('QID No.: 49035617284\n');
  });

  it("takes Macau's BIR with its bracketed check digit after BIR or 身份證 (mo/bir)", () => {
    expect(redact('澳門居民身份證 BIR n.º: 5218347(3)\n')).toBe('澳門居民身份證 BIR n.º: [NATIONAL_ID]\n');
    expect(redact('o processo n.º 5218347(3) segue\n')).toBe('o processo n.º 5218347(3) segue\n');
    expect(redact('BIR n.º: 2218347(3)\n')).toBe('BIR n.º: 2218347(3)\n');
  });

  it("takes Brunei's smart identity card number after `Kad Pengenalan` (bn/ic)", () => {
    expect(redact('    No. Kad Pengenalan : 01-087342 (Kuning)\n')).toBe('    No. Kad Pengenalan : [NATIONAL_ID] (Kuning)\n');
    expect(redact('Ruj. Kami: 01-087342\n')).toBe('Ruj. Kami: 01-087342\n');
  });
});

describe("form words of the reading's languages no one's name (names/names-foreign-words.ts)", () => {
  it("leaves a Bruneian letter's Malay terms, and still takes the name after `Awang`", () => {
    expect(redact('    a) Gaji pokok: BND 2,850.00 sebulan;\n    b) Elaun perumahan: BND 400.00 sebulan;\n')).toBe('    a) Gaji pokok: BND 2,850.00 sebulan;\n    b) Elaun perumahan: BND 400.00 sebulan;\n');
    expect(redact('4.  Sila kemukakan Sijil Kesihatan dari klinik.\n')).toBe('4.  Sila kemukakan Sijil Kesihatan dari klinik.\n');
  });

  it("leaves a notarial deed's and a medical certificate's Portuguese labels", () => {
    expect(redact('Verifiquei a identidade dos outorgantes pela exibição dos documentos referidos.\n')).toBe('Verifiquei a identidade dos outorgantes pela exibição dos documentos referidos.\n');
    expect(redact('Serviço de Urgência em 20/11/2026\nEntidade patronal: a empresa\nCarimbo\n')).toBe('Serviço de Urgência em [DATE]\nEntidade patronal: a empresa\nCarimbo\n');
  });

  it("leaves a Sesotho return's labels, and still takes the names after them", () => {
    expect(redact('2. First names / Mabitso ................. Palesa Ntšekhe\n')).toBe('2. First names / Mabitso ................. [PERSON_NAME]\n');
    expect(redact('5. Date of birth / Letsatsi la tsoalo .... 1987/01/12\n')).toBe('5. Date of birth / Letsatsi la tsoalo .... [DATE]\n');
  });
});
