/** @jest-environment node */
import { existsSync } from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig, SINGLETONS, svgDataUrl } = require('./webpack.cjs');

interface MfPlugin {
  constructor: { name: string };
  _options: {
    shared: Record<string, { singleton: boolean; version: string; import?: false }>;
    shareStrategy: string;
    dts: boolean;
  };
}

const federationOf = (config: { plugins: MfPlugin[] }) =>
  config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as MfPlugin;

describe('createConfig', () => {
  const remote = createConfig({ name: 'mf_detail', dir: __dirname, exposes: { './DetailPage': './x.tsx' } })(
    {},
    { mode: 'production' },
  );
  const host = createConfig({ name: 'shell', dir: __dirname })({}, { mode: 'production' });

  it('declares every runtime package as a versioned singleton, the same way for host and remotes', () => {
    for (const config of [remote, host]) {
      const { shared, shareStrategy, dts } = federationOf(config)._options;
      for (const name of SINGLETONS) {
        expect(shared[name]).toMatchObject({ singleton: true });
        expect(shared[name]?.version).toMatch(/^\d+\.\d+\.\d+/);
      }
      expect(shared['react-router-dom']).toBeUndefined();
      expect(shared.rxjs).toBeUndefined();
      expect(shareStrategy).toBe('loaded-first');
      expect(dts).toBe(false);
    }
  });

  it('lets the shell provide the singletons and remotes only consume them (no fallback copies)', () => {
    for (const name of SINGLETONS) {
      expect(federationOf(host)._options.shared[name]?.import).toBeUndefined();
      expect(federationOf(remote)._options.shared[name]?.import).toBe(false);
    }
  });

  it('writes brotli copies in production builds only', () => {
    const compressors = (config: { plugins: Array<{ constructor: { name: string } }> }) =>
      config.plugins.filter((p) => p.constructor.name === 'CompressionPlugin').length;
    const dev = createConfig({ name: 'shell', dir: __dirname })({}, { mode: 'development' });
    expect(compressors(host)).toBe(1);
    expect(compressors(remote)).toBe(1);
    expect(compressors(dev)).toBe(0);
  });

  it("resolves the shell's federation runtime to its ES module build, whatever asks for it, and leaves remotes on the shell's", () => {
    const alias = host.resolve.alias as Record<string, string>;
    const runtime = Object.keys(alias).filter((key) => key.startsWith('@module-federation/'));
    expect(runtime).toEqual(
      expect.arrayContaining([
        '@module-federation/runtime$',
        '@module-federation/runtime-core$',
        '@module-federation/sdk$',
      ]),
    );
    for (const key of runtime) {
      expect(alias[key]).toMatch(/\.m?js$/);
      expect(existsSync(alias[key] as string)).toBe(true);
    }
    expect(Object.keys(remote.resolve.alias)).toEqual([]);
  });

  it('gives remotes an automatic public path and the host an absolute one', () => {
    expect(remote.output.publicPath).toBe('auto');
    expect(host.output.publicPath).toBe('/');
    expect(remote.entry).toEqual({});
  });
});

describe('svgDataUrl', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <circle cx="2" cy="2" r="1.5" fill="#e11d48"/>\n</svg>\n';

  it('makes an image URL that reads back as the same drawing, without the indentation', () => {
    const url: string = svgDataUrl(Buffer.from(svg));
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="1.5" fill="#e11d48"/></svg>',
    );
  });

  it('escapes what would end an HTML attribute or start a URL fragment', () => {
    expect(svgDataUrl(svg)).not.toMatch(/[\s"<>#]/);
  });
});
