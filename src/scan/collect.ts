import { withAnalysis, type Redactor } from '../engine/redactor.js';
import type { Finding } from '../engine/types.js';
import type { ScanHooks, TextPlace } from '../formats/types.js';

/** A finding with its value, as collected inside a worker (the value never leaves it). */
export interface RawFinding {
  finding: Finding;
  value: string;
  /** Text formats: where the analyzed text sits in the decoded file. */
  place?: TextPlace;
  /** Text the finding's offsets are into, when not the decoded file itself. */
  text?: string;
  /** PDF: the page the handler was on (0: none). */
  page?: number;
}

/**
 * Collects one file's findings. Text formats report them with their places through the
 * ScanHooks (`found`); Word, Excel and PDF find values in many passes deep inside, so for
 * them every engine call is recorded through `observe`, under the page the handler last
 * announced (PDF) — their places are looked up afterwards (office-locations.ts).
 */
export class FindingCollector {
  readonly findings: RawFinding[] = [];
  private page: number | undefined;

  readonly hooks: ScanHooks = {
    found: (findings, place, text) => {
      for (const finding of findings) {
        // Without `text` the offsets are the decoded file's: the value is read from it later.
        this.findings.push({ finding, place, text, value: text === undefined ? '' : text.slice(finding.start, finding.end) });
      }
    },
    page: (n) => {
      this.page = n;
    },
  };

  /**
   * The redactor with every analysis recorded (for the formats that don't use `found`). A
   * document's first pass (`recorder`) is not recorded, its second (`forDocument`) is, as
   * `anonymize files` redacts what the second finds (formats/document.ts).
   */
  observe(redactor: Redactor): Redactor {
    const record = (text: string, findings: readonly Finding[]) => {
      for (const finding of findings) this.findings.push({ finding, value: text.slice(finding.start, finding.end), page: this.page });
    };
    const analyze = (text: string, hint?: string) => {
      const findings = redactor.analyze(text, hint);
      record(text, findings);
      return findings;
    };
    return {
      ...withAnalysis(redactor, analyze),
      recall: (text) => {
        const findings = redactor.recall(text);
        record(text, findings);
        return findings;
      },
      // A value the document declares (a Word author): redacted whole wherever it stands, so a finding.
      remember: (value, entity) => {
        redactor.remember(value, entity);
        const only = redactor.options.entities;
        if (!only || only.includes(entity)) record(value, [{ start: 0, end: value.length, entity, score: 1, detector: 'declared' }]);
      },
      forDocument: (memory, learn) => this.observe(redactor.forDocument(memory, learn)),
    };
  }
}
