import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENTITIES, type EntityName } from '../../entities.js';
import type { ReportFinding, ScanReport } from '../types.js';
import { describeLocation } from './where.js';

const SECRETS: ReadonlySet<EntityName> = new Set(['API_KEY', 'LICENSE_KEY']);
const RULE_INDEX = new Map<string, number>(ENTITIES.map((e, i) => [e.name, i]));

/**
 * SARIF 2.1.0 as GitHub code scanning reads it: one rule per entity type (its description
 * from src/entities.ts), one result per finding with the detector, the region (text formats:
 * lines and UTF-16 columns; PDF page, sheet and cell, or part in the message and properties),
 * and the value's salted fingerprint as partialFingerprints, so GitHub follows an alert across
 * line shifts. Baselined findings carry an external suppression. Files that could not be
 * scanned are tool execution notifications.
 * Spec: https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
 */
export function sarifReport(report: ScanReport): string {
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'anonymize',
            semanticVersion: report.version,
            version: report.version,
            rules: ENTITIES.map((e) => ({
              id: e.name,
              name: pascal(e.name),
              shortDescription: { text: e.description },
              fullDescription: { text: `${e.description}. The value itself is never reported: only where it is, which detector found it, and a salted fingerprint.` },
              help: { text: `Remove or anonymize the value (anonymize files), add it to the baseline (anonymize scan --write-baseline), or mark the line with anonymize:allow.` },
              defaultConfiguration: { level: 'error' },
              properties: { tags: [SECRETS.has(e.name) ? 'secret' : 'privacy'] },
            })),
          },
        },
        invocations: [
          {
            executionSuccessful: report.files.failed.length === 0,
            toolExecutionNotifications: [
              ...report.files.failed.map((f) => notification('error', f.file, `${f.file} could not be scanned: ${f.reason}`)),
              ...report.files.skipped.map((f) => notification('note', f.file, `${f.file} was skipped: ${f.reason}`)),
            ],
          },
        ],
        columnKind: 'utf16CodeUnits',
        results: report.findings.map(result),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}

function notification(level: 'error' | 'note', file: string, text: string) {
  return { level, message: { text }, locations: [{ physicalLocation: { artifactLocation: artifact(file) } }] };
}

function result(f: ReportFinding) {
  const l = f.location;
  const where = describeLocation(l);
  const region =
    l.startLine !== undefined ? { region: { startLine: l.startLine, startColumn: l.startColumn, endLine: l.endLine, endColumn: l.endColumn } } : {};
  return {
    ruleId: f.entity,
    ruleIndex: RULE_INDEX.get(f.entity),
    level: f.failing ? 'error' : 'note',
    message: { text: `${f.entity} found by the ${f.detector} detector${l.startLine === undefined && where ? `, ${where}` : ''}` },
    locations: [{ physicalLocation: { artifactLocation: artifact(f.file), ...region } }],
    partialFingerprints: { 'anonymizeValue/v1': `${f.entity}:${f.fingerprint}` },
    ...(f.baselined ? { suppressions: [{ kind: 'external', justification: 'in the anonymize scan baseline' }] } : {}),
    properties: {
      detector: f.detector,
      score: f.score,
      ...(l.page !== undefined ? { page: l.page } : {}),
      ...(l.part !== undefined ? { part: l.part } : {}),
      ...(l.sheet !== undefined ? { sheet: l.sheet, cell: l.cell } : {}),
    },
  };
}

/** A relative path as a URI reference (spaces and other reserved characters escaped). */
const uri = (file: string) => file.split('/').map(encodeURIComponent).join('/');

/** Files inside the working directory are relative to %SRCROOT%; others get a file: URI. */
const artifact = (file: string) => (path.isAbsolute(file) ? { uri: pathToFileURL(file).href } : { uri: uri(file), uriBaseId: '%SRCROOT%' });

const pascal = (name: string) =>
  name
    .toLowerCase()
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
