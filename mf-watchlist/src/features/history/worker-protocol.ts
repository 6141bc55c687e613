import type { HistoryRead } from './parse-history';

/** The import worker's one file: built beside the remote's chunks by its own compiler (webpack.config.js). */
export const IMPORT_WORKER_FILE = 'import-worker.js';

/** Main thread to worker: the chosen file's name and bytes (transferred). */
export interface WorkerRequest {
  name: string;
  buffer: ArrayBuffer;
}

/**
 * Worker to main thread: progress, then the result or a message for the user. The worker's texts (the message, and
 * the result's label, skip reasons and missing parts) are coded (sources/said.ts): `spoken` gives their words.
 */
export type WorkerReply =
  { type: 'progress'; value: number } | { type: 'done'; result: HistoryRead } | { type: 'error'; message: string };
