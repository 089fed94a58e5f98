import multipart from '@fastify/multipart';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { UnavailableError } from '../errors.js';
import { authenticate } from './auth.js';
import type { AppContext } from './context.js';
import { ApiError, errorBody } from './errors.js';
import { MemoryQueue } from './jobs/queue.js';
import { jobRedactorOptions } from './jobs/execute.js';
import { JobRunner } from './jobs/runner.js';
import { countRequest } from './limits.js';
import type { ServerOptions } from './options.js';
import { entitiesRoutes } from './routes/entities.js';
import { metaRoutes } from './routes/meta.js';
import { statusRoutes } from './routes/status.js';
import { textRoutes } from './routes/text.js';
import { TextPool } from './text/pool.js';
import { uploadRoutes } from './routes/uploads.js';
import { EmbeddedStore } from './store/embedded.js';

/**
 * Headers of every response: a JSON API is never framed, sniffed, cached or given a referrer
 * (OWASP Secure Headers Project). No HSTS: TLS ends at the operator's proxy, which sets it.
 */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** Framework errors (body parsing, multipart limits) in the contract's codes. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_json', message: 'the body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json', message: 'the body is empty; send a JSON object such as {"text": "..."}' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'send Content-Type: application/json (text) or multipart/form-data (files)' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_content_length', message: 'the Content-Length does not match the body' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'upload_too_large', message: 'the file is larger than this server accepts' },
  FST_FILES_LIMIT: { status: 413, code: 'too_many_files', message: 'send one file per request' },
  FST_PARTS_LIMIT: { status: 413, code: 'too_many_parts', message: 'the form has too many parts; send "file" and optionally "entities" and "style"' },
  FST_FIELDS_LIMIT: { status: 413, code: 'too_many_parts', message: 'the form has too many fields; send "file" and optionally "entities" and "style"' },
  FST_PROTO_VIOLATION: { status: 400, code: 'invalid_request', message: 'a form field has a forbidden name' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'incomplete_upload', message: 'the upload ended before the form was complete' },
};

/** How often Node checks for requests past --request-timeout: a tenth of it, 100 ms to 5 s. */
export function checkingInterval(requestTimeoutMs: number): number {
  return Math.min(5000, Math.max(100, Math.round(requestTimeoutMs / 10)));
}

/**
 * A request Node's HTTP parser gave up on before any route saw it: not received in full within
 * --request-timeout (a stalled or slow upload, headers that never end), or not HTTP. Answered
 * in the contract's shape, with the security headers, and the connection closed (what is left
 * of its body can't be told from a next request). A response already begun is cut off.
 */
function clientError(error: NodeJS.ErrnoException, socket: Duplex, requestTimeoutMs: number, log: FastifyBaseLogger): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const [status, code, message] = timeout
    ? [408, 'request_timeout', `the request was not received within ${requestTimeoutMs / 1000} s; send it again (large files on a slow link: ask the operator for a longer --request-timeout)`]
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'the request headers are too large']
      : [400, 'invalid_request', 'the request is not valid HTTP'];
  const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !started) {
    const body = JSON.stringify(errorBody(code, message));
    const headers = Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`);
  }
  log.info({ status, err_code: error.code ?? 'unknown' }, 'client error');
  socket.destroy();
}

export interface AnonymizeServer {
  app: FastifyInstance;
  context: AppContext;
  /** Listens on the options' host and port; resolves to `http://HOST:PORT` (the real port for 0). */
  listen(): Promise<string>;
  /** Stops accepting requests, lets running jobs finish (up to the grace period), closes the store. */
  close(): Promise<void>;
}

export async function buildServer(options: ServerOptions): Promise<AnonymizeServer> {
  const now = options.now ?? Date.now;
  const store = options.store ?? (await EmbeddedStore.open({ dataDir: options.dataDir, role: 'server', windowMs: options.rateWindowMs, now }));
  const queue = options.queue ?? new MemoryQueue(options.queueSize);
  // The client error handler runs outside any request: it logs through the app's logger, set below.
  const logger: { log: FastifyBaseLogger } = { log: undefined as unknown as FastifyBaseLogger };
  const app = Fastify({
    logger:
      options.logLevel === 'silent'
        ? false
        : {
            level: options.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // The CLI prints its own "listening on" line; fastify's would be a second one.
            hooks: {
              logMethod(args, method) {
                if (typeof args[0] === 'string' && args[0].startsWith('Server listening at')) return;
                method.apply(this, args);
              },
            },
          },
    // Our own access log line (onResponse below) instead of fastify's two per request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.maxTextBytes,
    requestTimeout: options.requestTimeoutMs,
    // Node looks for requests past their time at this interval (30 s by default: a stalled
    // upload would hold its connection up to 30 s longer than --request-timeout says).
    http: { connectionsCheckingInterval: checkingInterval(options.requestTimeoutMs), headersTimeout: Math.min(60_000, options.requestTimeoutMs) },
    clientErrorHandler: (error, socket) => clientError(error as NodeJS.ErrnoException, socket, options.requestTimeoutMs, logger.log),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  logger.log = app.log;
  const redactorOptions = jobRedactorOptions(options.redactor);
  const runner = options.runner?.({ store, queue, log: app.log }) ?? new JobRunner(store, queue, {
    dataDir: options.dataDir,
    workers: options.workers,
    memoryLimitMb: options.memoryLimitMb,
    jobTimeoutMs: options.jobTimeoutMs,
    retentionMs: options.retentionMs,
    redactor: options.redactor,
    redactorOptions,
    now,
    log: app.log,
  });
  const textPool = options.textWorkers > 0 ? new TextPool(options.textWorkers, options.textQueueSize, options.memoryLimitMb) : undefined;
  const context: AppContext = { options, store, queue, runner, textPool, startedAt: now(), now, redactorOptions };
  const limits = { rate: options.rateLimit, windowMs: options.rateWindowMs, lifetime: options.lifetimeCap };

  await app.register(multipart, {
    limits: { fileSize: options.maxUploadBytes, files: 1, fields: 8, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
  });
  app.decorateRequest('tokenId', null);
  // JSON and multipart only: a text/plain body is a 415, not a string the schema then refuses.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    const config = request.routeOptions.config;
    if (options.mode !== 'demo' || !config?.auth) return;
    request.tokenId = await authenticate(request.headers.authorization, store);
    if (config.counted) await countRequest(store, request.tokenId, limits, now());
  });

  // Access log: no bodies, headers, tokens or values; the token's public id in demo mode.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.tokenId ? { token_id: request.tokenId } : {}),
      },
      'request',
    );
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof UnavailableError) {
      // The shared store (Redis) is away: the client tries again shortly.
      return reply.code(503).header('retry-after', String(error.retryAfterS)).send(errorBody('service_unavailable', `the service's shared store is unreachable; retry in ${error.retryAfterS} s`));
    }
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send(errorBody(error.code, error.message));
    }
    if ('validation' in error && error.validation) {
      const missing = error.validation.find((v) => v.keyword === 'required');
      const extra = error.validation.find((v) => v.keyword === 'additionalProperties');
      if (missing) return reply.code(400).send(errorBody('missing_field', `the body needs "${String(missing.params.missingProperty)}"`));
      if (extra) return reply.code(400).send(errorBody('unknown_field', `"${String(extra.params.additionalProperty).slice(0, 40)}" is not a field of this request; send text, entities, style`));
      return reply.code(400).send(errorBody('invalid_field', `${error.validation[0]?.instancePath.slice(1) || 'the body'} ${error.validation[0]?.message ?? 'is not valid'}`));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      const limit = known.code === 'upload_too_large' ? ` (${Math.round((options.maxUploadBytes / 1048576) * 1000) / 1000} MB)` : '';
      return reply.code(known.status).send(errorBody(known.code, `${known.message}${limit}`));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorBody('body_too_large', `the body is larger than this server accepts (${Math.floor(options.maxTextBytes / 1024)} KB); send large texts as files`));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody('invalid_request', 'the request could not be read'));
    }
    // Never the message: it might quote the input.
    request.log.error({ err_code: error.code ?? error.name }, 'internal error');
    return reply.code(500).send(errorBody('internal_error', 'the server failed to handle this request; it was logged'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.headers(SECURITY_HEADERS);
    return reply.code(404).send(errorBody('not_found', `no endpoint ${request.method} ${request.url.split('?')[0]}; GET / lists them`));
  });

  metaRoutes(app, context);
  entitiesRoutes(app);
  textRoutes(app, context);
  uploadRoutes(app, context);
  statusRoutes(app, context);

  let started = false;
  return {
    app,
    context,
    async listen() {
      await runner.start();
      started = true;
      await app.listen({ host: options.host, port: options.port });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      return `http://${host}:${port}`;
    },
    async close() {
      // Node closes the connections idle at the moment close() is called; one that becomes idle
      // a moment later (its response just sent) would otherwise hold the close until the
      // keep-alive timeout. So idle ones are closed as they appear, and all after the grace.
      const closing = app.close();
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      const force = setTimeout(() => app.server.closeAllConnections(), Math.min(options.shutdownGraceMs, 10_000));
      try {
        await closing;
      } finally {
        clearInterval(sweep);
        clearTimeout(force);
      }
      if (started) await runner.close(options.shutdownGraceMs);
      await textPool?.close();
      if (!options.store) await store.close();
    },
  };
}
