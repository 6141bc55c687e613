/**
 * A chosen file's text through FileReader (Blob#text is missing in some engines, and in jsdom). Rejects with the
 * reader's error; callers turn it into their own message.
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsText(file);
  });
}
