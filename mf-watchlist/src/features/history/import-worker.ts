/// <reference lib="webworker" />
import { msg } from '@lingui/core/macro';
import { ImportError } from '../../lib/import-error';
import { parseHistoryFile } from './parse-history';
import { say, speakInCodes } from './sources/said';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

// The import worker: unzipping and parsing a large export happens here, never on the page's main thread. It has
// no messages of its own: what it says is coded, and the page turns it into words in the visitor's language.
speakInCodes();
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { name, buffer } = event.data;
  try {
    const result = parseHistoryFile(name, new Uint8Array(buffer), (value) => reply({ type: 'progress', value }));
    reply({ type: 'done', result });
  } catch (error) {
    const reason = String(error);
    const message = error instanceof ImportError ? error.message : say(msg`Failed to read the file: ${reason}`);
    reply({ type: 'error', message });
  }
};
