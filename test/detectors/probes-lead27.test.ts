import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-27 probes found standing or over-redacted (docs/reader.md,
 * "probes-lead27"): each case with the default options and the exact redacted text, beside a
 * near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("a claim's or a payroll record's party in capitals, surname first (person-name-script-labelled.ts)", () => {
  it('takes the whole name after Subscriber, Patient, Employee', () => {
    expect(redact('Group: 0045821  Subscriber: DELACROIX, ANTOINE R  DOB 11/02/1984\n')).toBe(
      'Group: 0045821  Subscriber: [PERSON_NAME]  DOB [DATE]\n',
    );
    expect(redact('Patient: DELACROIX, ANTOINE R\nEmployee: OKONJO, ADAEZE\n')).toBe('Patient: [PERSON_NAME]\nEmployee: [PERSON_NAME]\n');
  });

  it("leaves a plan's or a form's words under the same labels", () => {
    const text = 'Member: GOLD\nSubscriber: SAME AS PATIENT\nGuarantor: SELF\nDependent: NONE\n';
    expect(redact(text)).toBe(text);
  });
});

describe('a given name no list knows with a surname that is also a word (names-proper.ts)', () => {
  it('takes "Hemi Walker", in brackets after "reported by" too', () => {
    expect(redact('Fix rounding in the export (reported by Hemi Walker)\n')).toBe('Fix rounding in the export (reported by [PERSON_NAME])\n');
    expect(redact('Thanks to Hemi Walker.\n')).toBe('Thanks to [PERSON_NAME].\n');
  });

  it('leaves a verb after the name and a word in brackets', () => {
    expect(redact('Hemi said the build passed.\n')).toBe('[PERSON_NAME] said the build passed.\n');
    const text = 'Fix the build (see Kubernetes docs)\n';
    expect(redact(text)).toBe(text);
  });
});

describe('a short French or Italian chat line (names-informal.ts)', () => {
  it('leaves its nouns and participles', () => {
    for (const text of ["si t'en as besoin pour la paie", 'tu en as besoin pour la paie', 'pour la fête', "j'ai besoin de toi"]) expect(redact(text)).toBe(text);
  });

  it('still takes a name no list knows in an English chat line', () => {
    expect(redact('ok krithika thanks')).toBe('ok [PERSON_NAME] thanks');
  });
});

describe("Italian titles: dottor, dottoressa, l'avvocato (lexicon/honorifics.ts)", () => {
  it('takes the surname after the title, and not the preposition before it', () => {
    expect(redact('Sono andato dal dott. Bianchi e poi dalla dott.ssa Ferraresi')).toBe('Sono andato dal dott. [PERSON_NAME] e poi dalla dott.ssa [PERSON_NAME]');
    expect(redact("l'avvocato Bellandi ha chiamato")).toBe("l'avvocato [PERSON_NAME] ha chiamato");
  });

  it('takes the surname after the title in lower case inside an Italian or Spanish sentence (names-lower-titles.ts)', () => {
    expect(redact('Ti ricordo la visita dal dottor Ferraresi giovedì. Il mio codice fiscale serve per la prenotazione.')).toBe(
      'Ti ricordo la visita dal dottor [PERSON_NAME] giovedì. Il mio codice fiscale serve per la prenotazione.',
    );
    expect(redact('la licenciada Paredes firmó el acta')).toBe('la licenciada [PERSON_NAME] firmó el acta');
  });

  it('leaves the title used as a noun', () => {
    const text = 'la dottoressa ha detto di aspettare';
    expect(redact(text)).toBe(text);
  });
});

describe("a MySQL account name, 'user'@'host' (username-sql-account.ts)", () => {
  it("takes a person's user name in ALTER USER and GRANT", () => {
    expect(redact("ALTER USER 'tomasz.wrobel'@'%' IDENTIFIED BY 'Wr0bel!2026#db';\nGRANT SELECT ON crm.* TO 'tomasz.wrobel'@'%';\n")).toBe(
      "ALTER USER '[USERNAME]'@'%' IDENTIFIED BY '[API_KEY]';\nGRANT SELECT ON crm.* TO '[USERNAME]'@'%';\n",
    );
  });

  it('leaves system accounts', () => {
    const text = "GRANT ALL ON *.* TO 'root'@'localhost';\nGRANT REPLICATION SLAVE ON *.* TO 'replication'@'10.%';\n";
    expect(redact(text)).toBe(text);
  });
});

describe('a bot\'s noreply address in git shortlog (username-handle.ts)', () => {
  it('takes no handle out of the domain after "[bot]"', () => {
    const text = '     3  dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>\n';
    expect(redact(text)).toBe(text);
  });
});
