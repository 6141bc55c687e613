import { fetchBinary } from '@reelist/api';

let cached: Promise<string> | undefined;

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * DejaVu Sans as base64 for jsPDF's virtual file system: the standard PDF fonts only cover Latin-1, so titles in
 * other scripts would print as garbage. Loaded lazily (about 750 KB) and once per page.
 */
export function loadPdfFont(): Promise<string> {
  cached ??= import('./pdf-font-url')
    .then(({ PDF_FONT_URL }) => fetchBinary(PDF_FONT_URL))
    .then(toBase64)
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}
