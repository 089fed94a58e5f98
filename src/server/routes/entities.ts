import type { FastifyInstance } from 'fastify';
import { ENTITIES } from '../../entities.js';

const body = { entities: ENTITIES.map(({ name, description }) => ({ name, description })) };

const schema = {
  response: {
    200: {
      type: 'object',
      required: ['entities'],
      properties: { entities: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, description: { type: 'string' } } } } },
    },
  },
};

/** GET /anonymize/entities: the catalog in the seed's order, exactly `{"entities": [{name, description}]}`. */
export function entitiesRoutes(app: FastifyInstance): void {
  app.get('/anonymize/entities', { schema, config: { auth: true } }, async () => body);
}
