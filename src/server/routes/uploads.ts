import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import { cleanFilename, FILE_TYPE_INFO, inputPath, jobDir } from '../jobs/files.js';
import { uploadMismatch } from '../jobs/sniff.js';
import { FILE_TYPES, type FileType, type JobRecord } from '../store/types.js';
import { requestOptions } from './redact-options.js';

const accepted = {
  202: {
    type: 'object',
    properties: { job_id: { type: 'string' }, status: { type: 'string' }, status_url: { type: 'string' } },
  },
};

/** Retry-After of a full queue: long enough for a job or two to finish. */
const QUEUE_FULL_RETRY_S = 5;

const queueFull = () => new ApiError(503, 'queue_full', `the server has too many files waiting; retry in ${QUEUE_FULL_RETRY_S} s`, { 'retry-after': String(QUEUE_FULL_RETRY_S) });

interface Upload {
  temp: string;
  filename: string;
  fields: Record<string, string>;
}

/**
 * Streams the multipart body: the `file` part to disk (never whole in memory), the `entities`
 * and `style` fields as strings, whichever order they come in.
 */
async function receive(request: FastifyRequest, dir: string, type: FileType): Promise<Upload> {
  const temp = path.join(dir, 'upload.tmp');
  const fields: Record<string, string> = {};
  let filename: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || filename !== undefined) {
        part.file.resume();
        throw new ApiError(400, 'unexpected_file', `send one file, in the part named "file" (got a file part named "${part.fieldname.slice(0, 40)}")`);
      }
      filename = cleanFilename(part.filename, `upload${FILE_TYPE_INFO[type].extension}`);
      await pipeline(part.file, createWriteStream(temp));
    } else if (part.fieldname === 'entities' || part.fieldname === 'style') {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (filename === undefined) throw new ApiError(400, 'missing_file', 'the upload has no file: send multipart/form-data with the file in a part named "file"');
  return { temp, filename, fields };
}

/** POST /anonymize/pdf|docx|csv|excel: 202 with a job id; the file is processed on a worker thread. */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { dataDir } = ctx.options;
  for (const type of FILE_TYPES) {
    app.post(`/anonymize/${type}`, { schema: { response: accepted }, config: { auth: true, counted: true } }, async (request, reply) => {
      if (!request.isMultipart()) {
        throw new ApiError(415, 'unsupported_media_type', 'send the file as multipart/form-data, in a part named "file"');
      }
      if (!(await ctx.queue.hasRoom())) throw queueFull();
      const id = randomUUID();
      const dir = jobDir(dataDir, id);
      await mkdir(dir, { recursive: true });
      let job: JobRecord;
      try {
        const upload = await receive(request, dir, type);
        const options = requestOptions(upload.fields.entities, upload.fields.style);
        const mismatch = await uploadMismatch(upload.temp, type);
        if (mismatch) {
          const hint = FILE_TYPES.find((t) => t !== type && mismatch.includes(FILE_TYPE_INFO[t].label.split(' (')[0]!));
          throw new ApiError(415, 'unsupported_media_type', `${mismatch}${hint ? `: send it to /anonymize/${hint}` : ''}`);
        }
        const info = FILE_TYPE_INFO[type];
        const own = path.extname(upload.filename).toLowerCase();
        const extension = info.extensions.includes(own) ? own : info.extension;
        const input = inputPath(dataDir, id, extension);
        await rename(upload.temp, input);
        const now = new Date(ctx.now()).toISOString();
        const { size } = await stat(input);
        job = {
          id,
          owner: request.tokenId,
          status: 'queued',
          fileType: type,
          createdAt: now,
          updatedAt: now,
          filename: upload.filename,
          extension,
          size,
          options,
          attempts: 0,
        };
        await ctx.store.createJob(job);
      } catch (e) {
        await rm(dir, { recursive: true, force: true });
        throw e;
      }
      if (!(await ctx.queue.enqueue(id))) {
        await ctx.store.updateJob(id, { status: 'failed', error: { code: 'queue_full', message: 'the queue was full' } }, new Date(ctx.now()));
        await rm(dir, { recursive: true, force: true });
        throw queueFull();
      }
      reply.code(202);
      return { job_id: id, status: 'queued', status_url: `/anonymize/status/${id}` };
    });
  }
}
