import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

export const ENDPOINTS = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/anonymize/entities' },
  { method: 'POST', path: '/anonymize/text' },
  { method: 'POST', path: '/anonymize/pdf' },
  { method: 'POST', path: '/anonymize/docx' },
  { method: 'POST', path: '/anonymize/csv' },
  { method: 'POST', path: '/anonymize/excel' },
  { method: 'GET', path: '/anonymize/status/{job_id}' },
] as const;

const rootSchema = {
  200: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      version: { type: 'string' },
      mode: { type: 'string' },
      endpoints: { type: 'array', items: { type: 'object', properties: { method: { type: 'string' }, path: { type: 'string' } } } },
    },
  },
};

const healthSchema = {
  200: { type: 'object', properties: { status: { type: 'string' }, version: { type: 'string' }, uptime_s: { type: 'integer' } } },
};

/** GET / and GET /health: public in both modes; never a key, a token or a licensee. */
export function metaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/', { schema: { response: rootSchema } }, async () => ({
    name: 'anonymize',
    version: ctx.options.version,
    mode: ctx.options.mode,
    endpoints: ENDPOINTS,
  }));
  app.get('/health', { schema: { response: healthSchema } }, async () => {
    // Degraded: uploads would be refused (queue full) or a job's end could not be recorded.
    // With Redis: also while it is unreachable (checks that throw count as degraded).
    const degraded = await Promise.all([ctx.queue.hasRoom(), ctx.store.ping?.() ?? true]).then(
      ([room, reachable]) => !room || !reachable || ctx.runner.failure !== undefined,
      () => true,
    );
    return { status: degraded ? 'degraded' : 'ok', version: ctx.options.version, uptime_s: Math.floor((ctx.now() - ctx.startedAt) / 1000) };
  });
}
