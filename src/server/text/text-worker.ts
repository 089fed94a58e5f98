import { parentPort } from 'node:worker_threads';
import { writeCodeCaches } from '../../code-cache-hook.js';
import type { RedactorOptions } from '../../engine/redactor.js';
import { UsageError } from '../../errors.js';
import { redactText } from './redact.js';
import type { TextReply, TextTask } from './pool.js';

/** A text worker of `anonymize serve`: POST /anonymize/text's engine work, off the event loop. */
const port = parentPort!;

port.on('message', (m: TextTask) => {
  let reply: TextReply;
  try {
    reply = { id: m.id, ok: true, result: redactText(m.options as RedactorOptions, m.text) };
  } catch (e) {
    // A style the options can't run (hash without a key) is the caller's; anything else a bug,
    // whose message might quote the text: not sent.
    reply = e instanceof UsageError ? { id: m.id, ok: false, usage: e.message } : { id: m.id, ok: false };
  }
  writeCodeCaches();
  port.postMessage(reply);
});
