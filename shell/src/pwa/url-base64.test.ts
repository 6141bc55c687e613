import fc from 'fast-check';
import { urlBase64ToUint8Array } from './url-base64';

const toUrlBase64 = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('urlBase64ToUint8Array', () => {
  it('decodes a VAPID public key to its 65 bytes (uncompressed P-256 point)', () => {
    const key = urlBase64ToUint8Array(
      'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    );
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('round-trips any bytes, padded or not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(Array.from(urlBase64ToUint8Array(toUrlBase64(bytes)))).toEqual(Array.from(bytes));
      }),
    );
  });
});
