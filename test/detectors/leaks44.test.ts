import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/index.js';

/** What the engine finds in `text` with default options: entity and exact text, in order. */
function found(text: string): string[] {
  return analyze(text).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

/** The USERNAME findings' texts. */
function logins(text: string): string[] {
  return analyze(text)
    .filter((f) => f.entity === 'USERNAME')
    .map((f) => text.slice(f.start, f.end));
}

describe('leaks44: a login made of a name after a byline verb', () => {
  it('takes given.family after the verb even when a part is an English word', () => {
    expect(logins('Patch sent by john.smith on Monday')).toEqual(['john.smith']);
    expect(logins('bug fixed by mike.chen yesterday')).toEqual(['mike.chen']);
    expect(logins('PR approved by anna.lee')).toEqual(['anna.lee']);
    expect(logins('Ticket closed by r.kowalczyk, reopened by l.adeyemi')).toEqual(['r.kowalczyk', 'l.adeyemi']);
  });

  it("takes helm history's Upgrade by / Rollback by and an initial and a family name", () => {
    const text = '7  superseded  api-1.4.1  1.4.1  Upgrade by oadeyemi: bump image\n8  deployed  api-1.4.2  1.4.2  Rollback by lchen: bad config';
    expect(logins(text)).toEqual(['oadeyemi', 'lchen']);
  });

  it('leaves code, fields and English words after "by"', () => {
    for (const text of [
      'fixed by will.power',
      'bug fixed by max.length',
      'approved by max.length',
      'parsed by config.yaml rules',
      'approved by os.path',
      'updated by array.length',
      'created by date.today',
      'set by self.name in the constructor',
      'sent by user.email',
      'updated by window.location',
      'created by gradle',
      'fixed by default',
      'updated by jsmith', // "smith" is a word: jsmith reads as json does
    ]) expect(logins(text), text).toEqual([]);
  });

  it('keeps one word after "by" alone', () => {
    expect(logins('Silenced earlier by jonas.albrecht; sorted by kpatel')).toEqual(['jonas.albrecht']);
  });
});

describe('leaks44: a ticket\'s from and assigned to', () => {
  it('takes the login after "Ticket #N from" and "(re)assigned to"', () => {
    const text = 'Ticket #5521 from jmorales: the 3rd floor printer jams again.\nReassigned to ehalvorsen by the desk.';
    expect(found(text)).toEqual(['USERNAME:jmorales', 'USERNAME:ehalvorsen']);
    expect(logins('Status: open, assigned to: kpatel')).toEqual(['kpatel']);
    expect(logins('Incident 4410 assigned to maria.gonzalez2')).toEqual(['maria.gonzalez2']);
  });

  it('leaves teams, words and system accounts', () => {
    for (const text of ['Reassigned to the desk.', 'assigned to team2', 'Ticket #12 from json import', 'Case 12 from root', 'assigned to will.power', 'assigned to: jdoe'])
      expect(logins(text), text).toEqual([]);
  });
});

describe("leaks44: psql's \\du", () => {
  it('takes the roles that are logins made of names, not the services\'', () => {
    const text = 'postgres=# \\du\n                     List of roles\n Role name  |         Attributes         | Member of\n------------+----------------------------+-----------\n asokolova  | Create role, Create DB     | {}\n readonly   |                            | {}\n tbergstrom |                            | {readonly}\n app_user   |                            | {}\n\npostgres=# ';
    expect(logins(text)).toEqual(['asokolova', 'tbergstrom']);
  });
});

describe('leaks44: a Windows host prefix is no word\'s end', () => {
  it('takes LT-/WS-/PC- at a word start only', () => {
    expect(logins('query: LT-RBOSMAN-0418.corp.example.nl IN A')).toEqual(['RBOSMAN']);
    expect(logins('client ws-jvermeulen.corp.example.nl')).toEqual(['jvermeulen']);
    for (const text of ['query: ALT-RBOSMAN-0418.corp.example.nl', 'the news-jvermeulen feed', 'npc-jvermeulen spawned', 'salt-rbosman state', 'epc-jvermeulen'])
      expect(logins(text), text).toEqual([]);
  });
});

describe('leaks44: two family names joined by a slash after a French title', () => {
  it("takes a married woman's both names", () => {
    expect(found(' - Mme Aminata TRAORE/KABORE, chef de service')).toEqual(['PERSON_NAME:Mme Aminata TRAORE/KABORE']);
  });
});
