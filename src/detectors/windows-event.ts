import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The accounts and people of a Windows event's data, as wevtutil, Get-WinEvent's ToXml() and
 * the Event Viewer's "Save as XML" write it: `<Data Name="TargetUserName">jdoe</Data>` in the
 * event's EventData (the Windows event schema, "EventData" and "Data" elements; the fields of
 * the Security log's events are named in Microsoft's "Audit events" reference: 4624, 4625,
 * 4720, 4738…). Only the field's name says what the value is: an account's name
 * (TargetUserName, SubjectUserName, SamAccountName, MemberName's account…) is a USERNAME, a
 * DisplayName a person's name. Empty values (`-`), machine accounts (ending in `$`) and the
 * system's own accounts stay; a WorkstationName is a machine (machine-name.ts reads those).
 */
const FIELDS: Record<string, EntityName> = {
  targetusername: 'USERNAME',
  subjectusername: 'USERNAME',
  samaccountname: 'USERNAME',
  accountname: 'USERNAME',
  username: 'USERNAME',
  oldtargetusername: 'USERNAME',
  newtargetusername: 'USERNAME',
  targetoutboundusername: 'USERNAME',
  displayname: 'PERSON_NAME',
  fullname: 'PERSON_NAME',
};
const SYSTEM_ACCOUNTS = new Set(['system', 'local service', 'network service', 'anonymous logon', 'administrator', 'guest', 'defaultaccount', 'dwm-1', 'umfd-0', 'umfd-1']);

function* findEventData(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? []) {
    // `Data Name="`: the field's name up to its quote, then `>` and the value up to `<`.
    const open = text.indexOf('"', hit);
    if (open < 0 || open - hit > 12) continue;
    const close = text.indexOf('"', open + 1);
    if (close < 0 || close - open > 40 || text[close + 1] !== '>') continue;
    const entity = FIELDS[text.slice(open + 1, close).toLowerCase()];
    if (entity === undefined) continue;
    const start = close + 2;
    const end = text.indexOf('<', start);
    if (end < 0 || end - start > 120 || end === start) continue;
    const value = text.slice(start, end);
    if (value === '-' || value.endsWith('$') || value.includes('\n') || SYSTEM_ACCOUNTS.has(value.toLowerCase())) continue;
    yield { start, end, score: 0.9, entity };
  }
}

export default defineDetector({
  id: 'windows-event',
  entity: 'USERNAME',
  find: findEventData,
  keywords: ['data name='],
  examples: {
    positive: [
      // The layout of a 4625 event (an account failed to log on) as Get-WinEvent's ToXml() writes it, fictitious values.
      { text: '<EventData>\n  <Data Name="SubjectUserSid">S-1-0-0</Data>\n  <Data Name="TargetUserName">ngozi.okafor</Data>\n</EventData>', match: 'ngozi.okafor' },
      { text: '<Data Name="SamAccountName">fmcallister</Data>', match: 'fmcallister' },
    ],
    negative: [
      '<Data Name="TargetUserName">-</Data>', // no account
      '<Data Name="SubjectUserName">WS-FIN-0417$</Data>', // a machine account
      '<Data Name="TargetUserName">SYSTEM</Data>',
      '<Data Name="LogonType">10</Data>',
    ],
  },
});
