/// <reference lib="webworker" />
import { ImportError } from '../../lib/import-error';
import { parseHistoryFile } from './parse-history';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

// The import worker: unzipping and parsing a large export happens here, never on the page's main thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { name, buffer } = event.data;
  try {
    const result = parseHistoryFile(name, new Uint8Array(buffer), (value) => reply({ type: 'progress', value }));
    reply({ type: 'done', result });
  } catch (error) {
    const message = error instanceof ImportError ? error.message : `Failed to read the file: ${String(error)}`;
    reply({ type: 'error', message });
  }
};
