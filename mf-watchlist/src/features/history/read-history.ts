import { t } from '@lingui/core/macro';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { readFileBytes, readFileText } from '@reelist/ui';
import { ImportError } from '../../lib/import-error';
import type { HistoryRead } from './parse-history';
import { spoken } from './sources/said';
import { IMPORT_WORKER_FILE } from './worker-protocol';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

declare const __webpack_public_path__: string | undefined;

export interface ReadHistoryOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * The import worker, from this remote's own origin: a worker script must be same-origin with the page, so a
 * one-line blob worker imports it (the page's CSP allows blob: workers and this remote's scripts).
 * Null where there is no worker or no bundle (tests): the file is then parsed here.
 */
function startWorker(): { worker: Worker; done: () => void } | null {
  if (typeof Worker === 'undefined' || typeof __webpack_public_path__ !== 'string') return null;
  const script = new URL(IMPORT_WORKER_FILE, new URL(__webpack_public_path__, window.location.href)).href;
  const blob = URL.createObjectURL(
    new Blob([`importScripts(${JSON.stringify(script)});`], { type: 'text/javascript' }),
  );
  const worker = new Worker(blob);
  return {
    worker,
    done: () => {
      worker.terminate();
      URL.revokeObjectURL(blob);
    },
  };
}

/** How Reelist's own exports start: the CSV's header and the JSON's first key (exportDate). */
const REELIST_START = {
  csv: /^\uFEFF?\s*"?title"?\s*,\s*"?type"?\s*,\s*"?status"?\s*(,|\r?\n|$)/i,
  json: /^\uFEFF?\s*\{\s*"(exportDate|exportedAt)"\s*:/,
};

/**
 * Reelist's own export says so in its first bytes: its reader takes it without a trip through the worker (which
 * would decode, and for JSON parse, the whole file once more).
 */
async function startsAsReelistExport(file: File): Promise<boolean> {
  const kind = /\.csv$/i.test(file.name) ? 'csv' : /\.json$/i.test(file.name) ? 'json' : null;
  if (!kind) return false;
  const head = await readFileText(file.slice(0, 1024)).catch(() => '');
  return REELIST_START[kind].test(head);
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- for the code, never shown: the callers drop an abort
const aborted = () => new DOMException('The import was cancelled', 'AbortError');

/**
 * Reads a chosen file in the import worker: Reelist's own export, or another service's history parsed into
 * records (whose label, skip reasons and missing parts the preview reads with `spoken`: the worker codes them).
 * Rejects with an ImportError (a message for the user, in the interface's language), or an AbortError when
 * cancelled.
 */
export async function readHistory(file: File, { signal, onProgress }: ReadHistoryOptions = {}): Promise<HistoryRead> {
  if (await startsAsReelistExport(file)) return { kind: 'reelist' };
  const buffer = await readFileBytes(file).catch(() => {
    throw new ImportError(IMPORT_MESSAGES.readFailed);
  });
  if (signal?.aborted) throw aborted();
  const started = startWorker();
  if (!started) {
    const { parseHistoryFile } = await import('./parse-history');
    return parseHistoryFile(file.name, new Uint8Array(buffer), onProgress);
  }
  const { worker, done } = started;
  return new Promise<HistoryRead>((resolve, reject) => {
    const cancel = () => {
      done();
      reject(aborted());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    const finish = () => {
      signal?.removeEventListener('abort', cancel);
      done();
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress?.(reply.value);
      finish();
      if (reply.type === 'done') resolve(reply.result);
      else reject(new ImportError(spoken(reply.message)));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new ImportError(t`The file could not be read in the background. Please try again.`));
    };
    const request: WorkerRequest = { name: file.name, buffer };
    worker.postMessage(request, [buffer]);
  });
}
