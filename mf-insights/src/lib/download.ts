import { downloadBlob } from '@reelist/ui';

/** Saves a value as a pretty-printed JSON file through the browser's download. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);
}
