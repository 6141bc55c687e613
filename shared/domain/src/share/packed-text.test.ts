import fc from 'fast-check';
import { deflateText, fromBase64Url, inflateText, packText, toBase64Url, unpackText } from './packed-text';

describe('packed text', () => {
  it('round-trips any text through deflate-raw and base64url', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (text) => {
        const packed = await packText(text);
        expect(packed).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(await unpackText(packed, 1_000_000)).toEqual({ ok: true, text });
      }),
      { numRuns: 60 },
    );
  });

  it('round-trips any bytes through base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      }),
    );
  });

  it('decodes a push (VAPID) public key to its 65 bytes, an uncompressed P-256 point', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    expect(fromBase64Url(key)).toHaveLength(65);
    expect(fromBase64Url(`${key}=`)?.[0]).toBe(4);
  });

  it('refuses text that is not base64url', async () => {
    expect(fromBase64Url('abc$')).toBeUndefined();
    expect(fromBase64Url('a')).toBeUndefined();
    expect(await unpackText('not base64!', 1000)).toEqual({ ok: false, reason: 'damaged', text: '' });
  });

  it('stops an inflate bomb at the bound and keeps what it read', async () => {
    const bomb = await deflateText('a'.repeat(5_000_000));
    expect(bomb.length).toBeLessThan(10_000);
    const result = await inflateText(bomb, 100_000);
    expect(result).toMatchObject({ ok: false, reason: 'too_large' });
    expect(result.text).toBe('a'.repeat(100_000));
  });

  it('keeps what a truncated stream held before the cut', async () => {
    const text = Array.from({ length: 400 }, (_, i) => `line ${i * 7919}`).join('\n');
    const bytes = await deflateText(text);
    const result = await inflateText(bytes.subarray(0, Math.floor(bytes.length / 2)), 1_000_000);
    expect(result.ok).toBe(false);
    expect(text.startsWith(result.text)).toBe(true);
  });

  it('calls random bytes damaged', async () => {
    const result = await inflateText(new Uint8Array([255, 255, 255, 1, 2, 3]), 1000);
    expect(result).toMatchObject({ ok: false, reason: 'damaged' });
  });
});
