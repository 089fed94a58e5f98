import { countFindings, createRedactor, redactAsDocument, sortCounts, type RedactorOptions } from '../../engine/redactor.js';
import type { EntityName } from '../../entities.js';

/** The answer of POST /anonymize/text, as the route sends it. */
export interface TextResult {
  anonymized_text: string;
  entities_found: { entity: EntityName; start: number; end: number }[];
  counts: Partial<Record<EntityName, number>>;
}

/**
 * A text redacted as one document (as `anonymize text`); offsets into the input, never values.
 * A redactor per request: its numbering (the `numbered` style) must not run on from another
 * request's text, and making one costs next to nothing beside the analysis.
 */
export function redactText(options: RedactorOptions, text: string): TextResult {
  const result = redactAsDocument(createRedactor(options), text);
  return {
    anonymized_text: result.text,
    entities_found: result.findings.map((f) => ({ entity: f.entity, start: f.start, end: f.end })),
    counts: sortCounts(countFindings(result.findings)),
  };
}
