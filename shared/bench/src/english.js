// What the interface's English costs Home's first screen: the translation runtime (@reelist/i18n with its translator,
// and its React entry with <Trans>; @lingui/core too, should it come back), any compiled catalogue its scripts carry,
// and the message ids in its code, brotli-compressed as the server sends them. The English texts themselves are not
// counted: a page without translations carries them too.
import { brotliCompressSync } from 'node:zlib';

/**
 * A compiled catalogue as shared/i18n/catalog.cjs writes it into a chunk: JSON.parse('{"<key>":[...],...}'), each
 * key a message's compiled English ("[[\"count\",...") or a 6-character Lingui id.
 */
const CATALOG = /JSON\.parse\('(\{"(?:[A-Za-z0-9+/]{6}"|\[)(?:[^'\\]|\\.)*\})'\)/g;
/** The runtime's chunks: each is a federation singleton, built as a chunk of its own (webpack's export map names it). */
const RUNTIME = [/\bsetupI18n:\(\)=>/, /\bregisterCatalog:\(\)=>/, /\buseMessages:\(\)=>/];

/** A message id in a descriptor, as production code carries it: `id:"TS2Cs2",` (swc's own output has spaces). */
const MESSAGE_ID = /\bid:\s*"[A-Za-z0-9+/]{6}",?/g;

const brotli = (text) => brotliCompressSync(Buffer.from(text)).length;

/**
 * `scripts`: the JavaScript a page loaded ({ url, text }). Each catalogue is compressed on its own (inside its chunk it
 * compresses a little better, so this errs high); a runtime chunk counts whole; the ids cost what a script's
 * compressed size loses without them.
 * @returns {{ catalogs: number, catalogBytes: number, runtimeBytes: number, ids: number, idBytes: number, bytes: number }}
 */
export function englishCost(scripts) {
  let catalogs = 0;
  let catalogBytes = 0;
  let runtimeBytes = 0;
  let ids = 0;
  let idBytes = 0;
  for (const { text } of scripts) {
    if (RUNTIME.some((pattern) => pattern.test(text))) {
      runtimeBytes += brotli(text);
      continue;
    }
    for (const [, json] of text.matchAll(CATALOG)) {
      catalogs += 1;
      catalogBytes += brotli(json);
    }
    const found = text.match(MESSAGE_ID)?.length ?? 0;
    if (found === 0) continue;
    ids += found;
    idBytes += brotli(text) - brotli(text.replace(MESSAGE_ID, ''));
  }
  return { catalogs, catalogBytes, runtimeBytes, ids, idBytes, bytes: catalogBytes + runtimeBytes + idBytes };
}
