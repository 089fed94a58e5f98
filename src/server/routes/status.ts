import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import { outputPath } from '../jobs/files.js';
import type { JobRecord } from '../store/types.js';

const view = {
  type: 'object',
  properties: {
    job_id: { type: 'string' },
    status: { type: 'string' },
    file_type: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    result: {
      type: 'object',
      properties: {
        filename: { type: 'string' },
        content_type: { type: 'string' },
        size: { type: 'integer' },
        counts: { type: 'object', additionalProperties: { type: 'integer' } },
        download_url: { type: 'string' },
        warnings: { type: 'array', items: { type: 'string' } },
      },
    },
    error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
  },
};

export function jobView(job: JobRecord) {
  const statusUrl = `/anonymize/status/${job.id}`;
  return {
    job_id: job.id,
    status: job.status,
    file_type: job.fileType,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
    ...(job.result && job.status === 'completed' ? { result: { filename: job.result.filename, content_type: job.result.contentType, size: job.result.size, counts: job.result.counts, download_url: `${statusUrl}?download=1`, ...(job.result.warnings ? { warnings: job.result.warnings } : {}) } } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/** RFC 6266 / RFC 5987: an ASCII fallback name and the UTF-8 name. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const DOWNLOAD = /^(1|true|yes)$/i;

/** GET /anonymize/status/{job_id} (+ ?download=1): a job of another token is as unknown as a missing one. */
export function statusRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { job_id: string }; Querystring: { download?: string } }>(
    '/anonymize/status/:job_id',
    { schema: { response: { 200: view } }, config: { auth: true } },
    async (request, reply) => {
      const job = await ctx.store.getJob(request.params.job_id);
      if (!job || (request.tokenId !== null && job.owner !== request.tokenId)) {
        throw new ApiError(404, 'job_not_found', 'no such job (job ids are only valid on the server, and with the token, that created them)');
      }
      if (!DOWNLOAD.test(request.query.download ?? '')) return jobView(job);
      if (job.status === 'expired') throw new ApiError(410, 'job_expired', 'the result was deleted after the retention period; upload the file again');
      if (job.status !== 'completed' || !job.result) {
        throw new ApiError(409, 'job_not_completed', `the job is ${job.status}; download it once its status is completed`);
      }
      reply.header('content-type', job.result.contentType);
      reply.header('content-length', String(job.result.size));
      reply.header('content-disposition', contentDisposition(job.result.filename));
      return reply.send(createReadStream(outputPath(ctx.options.dataDir, job.id, job.extension)));
    },
  );
}
