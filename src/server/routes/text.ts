import type { FastifyInstance } from 'fastify';
import { ENTITY_NAMES } from '../../entities.js';
import { STYLES } from '../../engine/types.js';
import { UsageError } from '../../errors.js';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import { redactText } from '../text/redact.js';
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
 * POST /anonymize/text: redacted on the text workers (text/pool.ts), or on the event loop when
 * there are none (--text-workers 0; the JSON body limit bounds the time: about 25 MB/s of
 * engine, so the 1 MB default holds the loop 40 ms at worst). Offsets are UTF-16 code units
 * into the input, as JavaScript strings count; values are never echoed.
 */
export function textRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TextBody }>('/anonymize/text', { schema, config: { auth: true, counted: true } }, async (request) => {
    const { text, entities, style } = request.body;
    const options = ctx.redactorOptions(requestOptions(entities, style));
    try {
      return ctx.textPool ? await ctx.textPool.redact(text, options) : redactText(options, text);
    } catch (e) {
      if (e instanceof UsageError) throw new ApiError(400, 'invalid_style', e.message);
      throw e;
    }
  });
}
