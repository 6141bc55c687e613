// What the interface's English costs Home's first screen: the compiled English catalogues its scripts carry, and the
// translation runtime (@lingui/core and @reelist/i18n), brotli-compressed as the server sends them.
import { brotliCompressSync } from 'node:zlib';

/** A compiled catalogue as @lingui/loader writes it into a chunk: JSON.parse('{"<6-character id>":[...],...}'). */
const CATALOG = /JSON\.parse\('(\{"[^"]{6}":\[(?:[^'\\]|\\.)*\})'\)/g;
/** The runtime's chunks: each is a federation singleton, built as a chunk of its own (webpack's export map names it). */
const RUNTIME = [/\bsetupI18n:\(\)=>/, /\bregisterCatalog:\(\)=>/];

const brotli = (text) => brotliCompressSync(Buffer.from(text)).length;

/**
 * `scripts`: the JavaScript a page loaded ({ url, text }). Each catalogue is compressed on its own (inside its chunk it
 * compresses a little better, so this errs high); a runtime chunk counts whole.
 * @returns {{ catalogs: number, catalogBytes: number, runtimeBytes: number, bytes: number }}
 */
export function englishCost(scripts) {
  let catalogs = 0;
  let catalogBytes = 0;
  let runtimeBytes = 0;
  for (const { text } of scripts) {
    if (RUNTIME.some((pattern) => pattern.test(text))) {
      runtimeBytes += brotli(text);
      continue;
    }
    for (const [, json] of text.matchAll(CATALOG)) {
      catalogs += 1;
      catalogBytes += brotli(json);
    }
  }
  return { catalogs, catalogBytes, runtimeBytes, bytes: catalogBytes + runtimeBytes };
}
