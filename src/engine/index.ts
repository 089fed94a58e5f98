export { analyze } from './analyze.js';
export { resolveOverlaps } from './resolve.js';
export { createRedactor, redactAsDocument, countFindings, neutralizeFormula, type Redactor, type RedactorOptions } from './redactor.js';
export { StreamRedactor, type StreamOptions } from './stream.js';
export * from './types.js';
export { DocumentMemory } from './memory.js';
