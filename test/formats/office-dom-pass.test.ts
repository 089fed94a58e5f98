import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import { redactXmlDocument } from '../../src/formats/office/dom-pass.js';
import type { Counts } from '../../src/formats/office/pieces.js';
import { parseXml, serializeXml } from '../../src/formats/office/xml.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

function redact(xml: string): { xml: string; counts: Counts; changed: boolean } {
  const doc = parseXml(xml, 'test', 'part.xml');
  const counts: Counts = {};
  const changed = redactXmlDocument(doc, createRedactor({ custom: { terms: ['Jane Roe'] } }), counts);
  return { xml: serializeXml(doc), counts, changed };
}

describe('the generic Office XML pass', () => {
  it('redacts the text-bearing attributes of Word form fields, content controls and variables', () => {
    const r = redact(
      `<w:document ${W}><w:ffData><w:name w:val="Text1"/><w:helpText w:type="text" w:val="Ask Jane Roe"/><w:statusText w:type="text" w:val="jane@example.com"/><w:textInput><w:default w:val="Jane Roe"/></w:textInput></w:ffData>` +
        `<w:sdtPr><w:alias w:val="Owner Jane Roe"/><w:tag w:val="owner"/><w:dropDownList><w:listItem w:displayText="Jane Roe" w:value="jane@example.com"/></w:dropDownList></w:sdtPr>` +
        `<w:docVars><w:docVar w:name="reviewer" w:val="jane@example.com"/></w:docVars></w:document>`,
    );
    expect(r.xml).toBe(
      `<w:document ${W}><w:ffData><w:name w:val="Text1"/><w:helpText w:type="text" w:val="Ask [CUSTOM_ENTITY]"/><w:statusText w:type="text" w:val="[EMAIL_ADDRESS]"/><w:textInput><w:default w:val="[CUSTOM_ENTITY]"/></w:textInput></w:ffData>` +
        `<w:sdtPr><w:alias w:val="Owner [CUSTOM_ENTITY]"/><w:tag w:val="owner"/><w:dropDownList><w:listItem w:displayText="[CUSTOM_ENTITY]" w:value="[EMAIL_ADDRESS]"/></w:dropDownList></w:sdtPr>` +
        `<w:docVars><w:docVar w:name="reviewer" w:val="[EMAIL_ADDRESS]"/></w:docVars></w:document>`,
    );
    expect(r.counts).toEqual({ CUSTOM_ENTITY: 4, EMAIL_ADDRESS: 3 });
  });

  it('redacts Excel user names and connection strings, keeps structural attributes', () => {
    const r = redact(
      `<workbook ${S}><fileSharing userName="Jane Roe" reservationPassword="CC1A"/><sheets><sheet name="Data" sheetId="1"/></sheets></workbook>`,
    );
    expect(r.xml).toBe(`<workbook ${S}><fileSharing userName="[CUSTOM_ENTITY]" reservationPassword="CC1A"/><sheets><sheet name="Data" sheetId="1"/></sheets></workbook>`);
    const c = redact(`<connections ${S}><connection id="1" name="Query"><dbPr connection="Provider=SQLOLEDB;Workstation ID=Jane Roe" command="SELECT 1"/></connection></connections>`);
    expect(c.xml).toBe(`<connections ${S}><connection id="1" name="Query"><dbPr connection="Provider=SQLOLEDB;Workstation ID=[CUSTOM_ENTITY]" command="SELECT 1"/></connection></connections>`);
  });

  it('detects Word text across runs but keeps deleted and inserted words apart', () => {
    const r = redact(
      `<w:document ${W}><w:p><w:del w:id="1" w:author="x"><w:r><w:delText>old@example.com</w:delText></w:r></w:del><w:ins w:id="2" w:author="x"><w:r><w:t>new@example.com</w:t></w:r></w:ins></w:p></w:document>`,
    );
    expect(r.xml).toContain('<w:delText>[EMAIL_ADDRESS]</w:delText>');
    expect(r.xml).toContain('<w:t>[EMAIL_ADDRESS]</w:t>');
    // A tracked change's author is a person whatever it reads (dom-pass PERSON_ATTRIBUTES).
    expect(r.xml).toContain('<w:del w:id="1" w:author="[PERSON_NAME]">');
    expect(r.counts).toEqual({ EMAIL_ADDRESS: 2, PERSON_NAME: 2 });
  });

  it('leaves a part without findings unchanged', () => {
    const r = redact(`<w:document ${W}><w:p><w:r><w:t>Nothing here</w:t></w:r></w:p></w:document>`);
    expect([r.changed, r.counts]).toEqual([false, {}]);
  });
});

describe('fields whose whole value is a person, with default options', () => {
  const redactDefault = (xml: string) => {
    const doc = parseXml(xml, 'test', 'part.xml');
    const counts: Counts = {};
    redactXmlDocument(doc, createRedactor(), counts);
    return { xml: serializeXml(doc), counts };
  };
  const CP = 'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"';

  it('replaces a package author that no detector finds (a user name), and keeps a program default', () => {
    const r = redactDefault(`<cp:coreProperties ${CP}><dc:creator>Unknown</dc:creator><cp:lastModifiedBy>rokafor</cp:lastModifiedBy><dc:title>Budget</dc:title></cp:coreProperties>`);
    expect(r.xml).toBe(`<cp:coreProperties ${CP}><dc:creator>Unknown</dc:creator><cp:lastModifiedBy>[PERSON_NAME]</cp:lastModifiedBy><dc:title>Budget</dc:title></cp:coreProperties>`);
    expect(r.counts).toEqual({ PERSON_NAME: 1 });
  });

  it('replaces tracked-change and comment authors, initials and Excel persons whole', () => {
    const w = redactDefault(`<w:document ${W}><w:ins w:id="2" w:author="rokafor" w:date="2026-01-02T10:00:00Z"/><w:comment w:id="0" w:author="R. O." w:initials="RO"/></w:document>`);
    expect(w.xml).toBe(`<w:document ${W}><w:ins w:id="2" w:author="[PERSON_NAME]" w:date="2026-01-02T10:00:00Z"/><w:comment w:id="0" w:author="[PERSON_NAME]" w:initials="[PERSON_NAME]"/></w:document>`);
    const x = redactDefault(`<personList ${S}><person displayName="rokafor" id="{1}" userId="S::rokafor@example.org::1" providerId="AD"/></personList>`);
    expect(x.xml).toBe(`<personList ${S}><person displayName="[PERSON_NAME]" id="{1}" userId="[PERSON_NAME]" providerId="AD"/></personList>`);
  });
});
