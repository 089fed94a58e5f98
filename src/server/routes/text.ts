import type { FastifyInstance } from 'fastify';
import { ENTITY_NAMES } from '../../entities.js';
import { countFindings, createRedactor, redactAsDocument, sortCounts } from '../../engine/redactor.js';
import { STYLES } from '../../engine/types.js';
import { UsageError } from '../../errors.js';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import { requestOptions } from './redact-options.js';

const counts = { type: 'object', properties: Object.fromEntries(ENTITY_NAMES.map((n) => [n, { type: 'integer' }])) };

const schema = {
  body: {
    type: 'object',
    required: ['text'],
    additionalProperties: false,
    properties: {
      text: { type: 'string' },
      entities: { type: 'string' },
      style: { type: 'string', enum: [...STYLES] },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        anonymized_text: { type: 'string' },
        entities_found: {
          type: 'array',
          items: { type: 'object', properties: { entity: { type: 'string' }, start: { type: 'integer' }, end: { type: 'integer' } } },
        },
        counts,
      },
    },
  },
};

interface TextBody {
  text: string;
  entities?: string;
  style?: string;
}

/**
 * POST /anonymize/text: redacted on the event loop (the JSON body limit bounds the time: about
 * 25 MB/s of engine, so the 1 MB default holds the loop 40 ms at worst). Offsets are UTF-16
 * code units into the input, as JavaScript strings count; values are never echoed.
 */
export function textRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TextBody }>('/anonymize/text', { schema, config: { auth: true, counted: true } }, async (request) => {
    const { text, entities, style } = request.body;
    const options = requestOptions(entities, style);
    let redactor;
    try {
      redactor = createRedactor(ctx.redactorOptions(options));
    } catch (e) {
      if (e instanceof UsageError) throw new ApiError(400, 'invalid_style', e.message);
      throw e;
    }
    const result = redactAsDocument(redactor, text);
    return {
      anonymized_text: result.text,
      entities_found: result.findings.map((f) => ({ entity: f.entity, start: f.start, end: f.end })),
      counts: sortCounts(countFindings(result.findings)),
    };
  });
}
