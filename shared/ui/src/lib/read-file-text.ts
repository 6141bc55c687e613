/** Reads a chosen file through FileReader (Blob#text and #arrayBuffer are missing in some engines, and in jsdom). */
function read<T>(
  file: Blob,
  start: (reader: FileReader) => void,
  result: (value: FileReader['result']) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    start(reader);
  });
}

/** A chosen file's text. Rejects with the reader's error; callers turn it into their own message. */
export const readFileText = (file: Blob): Promise<string> =>
  read(
    file,
    (reader) => reader.readAsText(file),
    (value) => (typeof value === 'string' ? value : ''),
  );

/** A chosen file's bytes (an export ZIP). Rejects with the reader's error. */
export const readFileBytes = (file: Blob): Promise<ArrayBuffer> =>
  read(
    file,
    (reader) => reader.readAsArrayBuffer(file),
    (value) => (value instanceof ArrayBuffer ? value : new ArrayBuffer(0)),
  );
