import { brotliCompressSync } from 'node:zlib';
import { englishCost } from './english.js';

const size = (text: string) => brotliCompressSync(Buffer.from(text)).length;

describe('englishCost', () => {
  const catalog = '{"+8rDPR":["Welcome to Reelist"],"0E8Lyw":["Today: ",["date"]]}';
  const chunk = `(self.webpackChunkshell=self.webpackChunkshell||[]).push([[400],{1711(e,o,t){const r=JSON.parse('${catalog}')}}]);`;
  const runtime = 'push([[482],{8482(e,t,s){s.r(t),s.d(t,{I18n:()=>D,setupI18n:()=>A});const a=1}}]);';
  const other = "push([[1],{1(e){const x=JSON.parse('{\"movie\":[1,2]}')}}]);";

  it('counts each compiled catalogue and the runtime chunks, and nothing else', () => {
    const cost = englishCost([
      { url: '/400.js', text: chunk },
      { url: '/482.js', text: runtime },
      { url: '/1.js', text: other },
    ]);
    expect(cost).toEqual({
      catalogs: 1,
      catalogBytes: size(catalog),
      runtimeBytes: size(runtime),
      ids: 0,
      idBytes: 0,
      bytes: size(catalog) + size(runtime),
    });
  });

  it('counts what the message ids add to a script, not its English texts', () => {
    const inline = 'push([[2],{2(e,t,s){const a=s.i18n._({id:"TS2Cs2",message:["Hello ",["name"]],values:{name:n}}),b={id:"pOo4Aa",message:["Plain text"]}}}]);';
    const without = inline.replaceAll(/id:"[A-Za-z0-9+/]{6}",/g, '');
    const cost = englishCost([{ url: '/2.js', text: inline }]);
    expect(cost).toMatchObject({ catalogs: 0, ids: 2, idBytes: size(inline) - size(without) });
    expect(cost.idBytes).toBeGreaterThan(0);
    expect(cost.bytes).toBe(cost.idBytes);
  });

  it('finds a catalogue keyed by English, as the build writes them, and counts <Trans>’s chunk as runtime', () => {
    const byEnglish = '{"[\\"Welcome\\"]":["Willkommen"]}';
    const react = 'push([[9],{9(e,t,s){s.d(t,{Trans:()=>a,useLingui:()=>b,useMessages:()=>c});const a=1}}]);';
    const cost = englishCost([
      { url: '/3.js', text: `push([[3],{3(e){const m=JSON.parse('${byEnglish}')}}]);` },
      { url: '/9.js', text: react },
    ]);
    expect(cost).toMatchObject({ catalogs: 1, catalogBytes: size(byEnglish), runtimeBytes: size(react) });
  });

  it('finds every catalogue of a chunk that carries two (an app’s and the shared components’)', () => {
    const two = chunk.replace(")}}]);", `),s=JSON.parse('${catalog}')}}]);`);
    expect(englishCost([{ url: '/550.js', text: two }])).toMatchObject({ catalogs: 2, catalogBytes: 2 * size(catalog) });
  });

  it('is zero for a page without translations', () => {
    expect(englishCost([{ url: '/1.js', text: other }])).toEqual({
      catalogs: 0,
      catalogBytes: 0,
      runtimeBytes: 0,
      ids: 0,
      idBytes: 0,
      bytes: 0,
    });
  });
});
