import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

describe('over15: identifiers and form words removed as names (default options)', () => {
  it("keeps an environment variable's name in SCREAMING_SNAKE_CASE or snake_case; the person beside it goes", () => {
    const yaml = ['env:', '  - name: AWS_ACCESS_KEY_ID', '    value: AKIAIOSFODNN7EXAMPLE', '  - name: DB_PASSWORD', '    valueFrom: secret', '  - name: OWNER', '    value: Maria Lopez'].join('\n');
    expect(redacted(yaml)).toBe(yaml.replace('Maria Lopez', '[PERSON_NAME]'));
    expect(redacted('name: JOHN_SMITH')).toBe('name: JOHN_SMITH');
    expect(redacted('- name: Maria Lopez')).toBe('- name: [PERSON_NAME]');
    // A user name's shape (mixed case) is left to the finders.
    expect(found('- name: John_Smith')).toEqual(['PERSON_NAME:John']);
  });

  it('keeps other config shapes whole', () => {
    for (const s of ['MARIA_DB_HOST=db', 'ENV MARIA_HOME=/opt/maria', 'variable "JOHN_KEY" {', 'password: ${{ secrets.MARIA_PASSWORD }}', 'environment:\n  - ROBERT_USER=admin\n  JAMES_HOST: db']) expect(redacted(s)).toBe(s);
  });

  it("keeps a Spanish ID card's label; the holder goes", () => {
    expect(redacted('Documento Único de Identidad: 04512345-6 de Carlos Pérez')).toBe('Documento Único de Identidad: 04512345-6 de [PERSON_NAME]');
    expect(redacted('Mi tarjeta dice Documento Único de Identidad de Carlos Pérez')).toBe('Mi tarjeta dice Documento Único de Identidad de [PERSON_NAME]');
    expect(redacted('Asegurado: María López')).toBe('Asegurado: [PERSON_NAME]');
  });

  it('keeps the Spanish verb written with its accent; the name before it goes', () => {
    expect(redacted('José está aquí')).toBe('[PERSON_NAME] está aquí');
    // A given name and a surname in lower case still go.
    expect(redacted('talked to amy schumer')).toBe('talked to [PERSON_NAME]');
  });
});
