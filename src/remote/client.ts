import { openAsBlob } from 'node:fs';
import type { Readable } from 'node:stream';
import { Agent, FormData, request, type Dispatcher } from 'undici';
import type { EntityName } from '../entities.js';
import { RemoteError } from '../errors.js';
import { networkReason, parseErrorBody, retryableStatus, statusError } from './errors.js';
import { delay, Pacer } from './pacer.js';
import { maskedAuthorization, SILENT_LOG, type RemoteLog, type RemoteSettings } from './settings.js';

export type Counts = Partial<Record<EntityName, number>>;

/** A finding as the server reports it: offsets into the text sent, never the value. */
export interface RemoteFinding {
  entity: EntityName;
  start: number;
  end: number;
  score?: number;
}

/** Same shape as the local redactor's result, plus the counts the server computed. */
export interface RemoteTextResult {
  text: string;
  findings: RemoteFinding[];
  counts: Counts;
}

/** The upload endpoints, one per file type (seed section 4). */
export type UploadKind = 'pdf' | 'docx' | 'csv' | 'excel';

export interface JobTicket {
  job_id: string;
  status: string;
}

export type JobState = 'queued' | 'processing' | 'completed' | 'failed' | 'expired';

export interface JobStatus {
  job_id: string;
  status: JobState;
  file_type?: string;
  created_at?: string;
  updated_at?: string;
  result?: { filename?: string; content_type?: string; size?: number; counts?: Counts; download_url?: string; warnings?: string[] };
  error?: { code?: string; message?: string };
}

export interface RedactParams {
  entities?: readonly EntityName[];
  style?: string;
}

interface SendOptions {
  method: 'GET' | 'POST';
  path: string;
  /** Counted toward the demo's limits (POST /anonymize/*): paced. */
  counted: boolean;
  /** How the request is named in errors: its URL, or the file being sent. */
  where?: string;
  body?: () => string | FormData;
  headers?: Record<string, string>;
}

const MAX_RATE_LIMITED = 20;
const BACKOFF_BASE_MS = 200;

/**
 * The HTTP client (undici) for the service interface and our contract (docs/api.md). Retries
 * network errors, timeouts and 5xx a bounded number of times with exponential backoff; waits
 * out a 429's Retry-After; with `pace`, keeps counted requests under the demo's rate limit.
 * Every failure is a RemoteError naming the URL or the file, never the token.
 */
export class RemoteClient {
  private readonly agent: Agent;
  readonly pacer: Pacer | undefined;

  constructor(
    readonly settings: RemoteSettings,
    private readonly log: RemoteLog = SILENT_LOG,
    options: { pace?: boolean } = {},
  ) {
    this.agent = new Agent({ connect: { timeout: settings.timeoutMs }, headersTimeout: settings.timeoutMs, bodyTimeout: settings.timeoutMs });
    this.pacer = options.pace && settings.token ? new Pacer(settings.rateLimit, settings.rateWindowMs) : undefined;
  }

  urlOf(path: string): string {
    return `${this.settings.url}${path}`;
  }

  async entities(): Promise<{ name: string; description: string }[]> {
    const res = await this.send({ method: 'GET', path: '/anonymize/entities', counted: false });
    const body = (await res.body.json()) as { entities?: { name: string; description: string }[] };
    if (!Array.isArray(body?.entities)) throw this.malformed('/anonymize/entities');
    return body.entities;
  }

  async anonymizeText(text: string, params: RedactParams, where?: string): Promise<RemoteTextResult> {
    const payload = JSON.stringify({ text, ...redactFields(params) });
    const res = await this.send({
      method: 'POST',
      path: '/anonymize/text',
      counted: true,
      where,
      headers: { 'content-type': 'application/json' },
      body: () => payload,
    });
    const body = (await res.body.json()) as { anonymized_text?: unknown; entities_found?: unknown; counts?: unknown };
    if (typeof body?.anonymized_text !== 'string' || !Array.isArray(body.entities_found)) throw this.malformed('/anonymize/text');
    const findings = (body.entities_found as RemoteFinding[]).map((f) => ({
      entity: f.entity,
      start: f.start,
      end: f.end,
      ...(typeof f.score === 'number' ? { score: f.score } : {}),
    }));
    const counts: Counts = {};
    for (const f of findings) counts[f.entity] = (counts[f.entity] ?? 0) + 1;
    return { text: body.anonymized_text, findings, counts: isObject(body.counts) ? (body.counts as Counts) : counts };
  }

  /** Sends a file as `multipart/form-data` (part `file`); the server answers 202 with a job. */
  async upload(kind: UploadKind, file: string, filename: string, params: RedactParams, where?: string): Promise<JobTicket> {
    const blob = await openAsBlob(file);
    const res = await this.send({
      method: 'POST',
      path: `/anonymize/${kind}`,
      counted: true,
      where,
      body: () => {
        const form = new FormData();
        form.append('file', blob, filename);
        for (const [k, v] of Object.entries(redactFields(params))) form.append(k, v);
        return form;
      },
    });
    const body = (await res.body.json()) as Partial<JobTicket>;
    if (typeof body?.job_id !== 'string') throw this.malformed(`/anonymize/${kind}`);
    return { job_id: body.job_id, status: String(body.status ?? 'queued') };
  }

  async status(jobId: string, where?: string): Promise<JobStatus> {
    const res = await this.send({ method: 'GET', path: statusPath(jobId), counted: false, where });
    const body = (await res.body.json()) as JobStatus;
    if (typeof body?.status !== 'string') throw this.malformed(statusPath(jobId));
    return body;
  }

  /** The redacted file of a completed job, as a stream the caller must consume. */
  async download(jobId: string, where?: string): Promise<Readable> {
    const res = await this.send({ method: 'GET', path: `${statusPath(jobId)}?download=1`, counted: false, where });
    return res.body;
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private malformed(path: string): RemoteError {
    const why = 'the server\'s answer is not what the service interface says (is this an anonymize server?)';
    return new RemoteError(`${this.urlOf(path)}: ${why}`, undefined, 'malformed_response', why);
  }

  private async send(options: SendOptions): Promise<Dispatcher.ResponseData> {
    const url = this.urlOf(options.path);
    const where = options.where ?? url;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.settings.token) headers.authorization = `Bearer ${this.settings.token}`;
    let failures = 0;
    let rateLimited = 0;
    for (;;) {
      const release = options.counted && this.pacer ? await this.pacer.acquire() : undefined;
      this.log.debug(`${options.method} ${url} (${maskedAuthorization(this.settings.token)})`);
      let res: Dispatcher.ResponseData;
      try {
        res = await request(url, {
          method: options.method,
          headers,
          body: options.body?.(),
          dispatcher: this.agent,
          headersTimeout: this.settings.timeoutMs,
          bodyTimeout: this.settings.timeoutMs,
        });
      } catch (error) {
        release?.();
        const why = networkReason(error, this.settings.timeoutMs);
        if (failures < this.settings.retries) {
          const wait = BACKOFF_BASE_MS * 2 ** failures++;
          this.log.debug(`${url}: ${why}; retry ${failures} of ${this.settings.retries} in ${wait} ms`);
          await delay(wait);
          continue;
        }
        const full = `${why}${this.settings.retries ? ` (after ${this.settings.retries} ${this.settings.retries === 1 ? 'retry' : 'retries'})` : ''}`;
        throw new RemoteError(`${where}: ${full}`, undefined, 'network', where === url ? full : `${url}: ${full}`);
      }
      release?.();
      const status = res.statusCode;
      this.log.debug(`${options.method} ${url} -> ${status}`);
      if (status >= 200 && status < 300) return res;
      const text = await res.body.text().catch(() => '');
      if (status === 429 && rateLimited < MAX_RATE_LIMITED) {
        rateLimited++;
        const seconds = retryAfterSeconds(res.headers['retry-after']);
        this.log.notice(`${url}: rate limit reached (429): waiting ${seconds} s as the server asks (Retry-After)`);
        await delay(seconds * 1000);
        continue;
      }
      if (retryableStatus(status) && failures < this.settings.retries) {
        // A full queue answers 503 with Retry-After: wait that, when it is longer than the backoff.
        const asked = res.headers['retry-after'] === undefined ? 0 : retryAfterSeconds(res.headers['retry-after']) * 1000;
        const wait = Math.max(BACKOFF_BASE_MS * 2 ** failures++, Math.min(asked, 60_000));
        this.log.debug(`${url}: server error ${status}; retry ${failures} of ${this.settings.retries} in ${wait} ms`);
        await delay(wait);
        continue;
      }
      throw statusError(where, status, parseErrorBody(text), !!this.settings.token);
    }
  }
}

function redactFields(params: RedactParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.entities?.length) out.entities = params.entities.join(',');
  if (params.style) out.style = params.style;
  return out;
}

const statusPath = (jobId: string) => `/anonymize/status/${encodeURIComponent(jobId)}`;

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Retry-After in whole seconds (RFC 9110 10.2.3: delay-seconds or an HTTP date); 1 s when absent. */
export function retryAfterSeconds(header: string | string[] | undefined, now = Date.now()): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return 1;
  if (/^\d+$/.test(value.trim())) return Math.min(Number(value.trim()), 3600);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1 : Math.min(Math.max(0, Math.ceil((date - now) / 1000)), 3600);
}
