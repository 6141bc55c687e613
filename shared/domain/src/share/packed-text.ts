/**
 * Text packed for links and files that never reach a server: UTF-8, compressed with the browser's
 * `CompressionStream('deflate-raw')`, written as base64url in a link. Unpacking is bounded (a small link must not
 * inflate into gigabytes) and keeps what could be read from a truncated or damaged stream.
 */

/** Bytes fed to the (de)compressor at a time: with back-pressure, a bomb's output is read a slice at a time. */
const SLICE = 16 * 1024;

export type UnpackResult =
  | { ok: true; text: string }
  /** `text`: what could be read before the damage or the bound (complete lines are the caller's to keep). */
  | { ok: false; reason: 'damaged' | 'too_large'; text: string };

function source(bytes: Uint8Array): ReadableStream<BufferSource> {
  let offset = 0;
  return new ReadableStream<BufferSource>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + SLICE));
      offset += SLICE;
    },
  });
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Reads a transformed stream up to `max` bytes: what it made, and why it stopped early (if it did). */
async function drain(
  stream: ReadableStream<Uint8Array>,
  max: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; stopped?: 'damaged' | 'too_large' }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: concat(chunks, total) };
      if (total + value.length > max) {
        chunks.push(value.subarray(0, max - total));
        void reader.cancel().catch(() => undefined);
        return { bytes: concat(chunks, max), stopped: 'too_large' };
      }
      chunks.push(value);
      total += value.length;
    }
  } catch {
    return { bytes: concat(chunks, total), stopped: 'damaged' };
  }
}

/** Compresses text (deflate-raw). */
export async function deflateText(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = source(new TextEncoder().encode(text)).pipeThrough(new CompressionStream('deflate-raw'));
  return (await drain(stream, Number.MAX_SAFE_INTEGER)).bytes;
}

/** Inflates deflate-raw bytes into text of at most `maxBytes` UTF-8 bytes; never throws. */
export async function inflateText(bytes: Uint8Array, maxBytes: number): Promise<UnpackResult> {
  let result: { bytes: Uint8Array; stopped?: 'damaged' | 'too_large' };
  try {
    result = await drain(source(bytes).pipeThrough(new DecompressionStream('deflate-raw')), maxBytes);
  } catch {
    result = { bytes: new Uint8Array(0), stopped: 'damaged' };
  }
  // A cut inside a character leaves a replacement character at the end, which the caller's line rule drops.
  const text = new TextDecoder().decode(result.bytes);
  return result.stopped ? { ok: false, reason: result.stopped, text } : { ok: true, text };
}

/** Bytes as base64url without padding (RFC 4648 section 5): safe in a URL fragment as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (padding optional) back to bytes; undefined when the text is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return undefined;
  const binary = atob(bare.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Text -> deflate-raw -> base64url. */
export const packText = async (text: string): Promise<string> => toBase64Url(await deflateText(text));

/** base64url -> inflated text of at most `maxBytes`; a text that is not base64url is damaged, with nothing read. */
export async function unpackText(packed: string, maxBytes: number): Promise<UnpackResult> {
  // A link cut one character into a 4-character group: the bytes before it are still worth reading.
  const dangling = packed.replace(/=+$/, '').length % 4 === 1;
  const bytes = fromBase64Url(dangling ? packed.slice(0, -1) : packed);
  if (!bytes) return { ok: false, reason: 'damaged', text: '' };
  const result = await inflateText(bytes, maxBytes);
  return dangling && result.ok ? { ok: false, reason: 'damaged', text: result.text } : result;
}
