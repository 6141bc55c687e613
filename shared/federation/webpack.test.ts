/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig, SINGLETONS } = require('./webpack.cjs');

interface MfPlugin {
  constructor: { name: string };
  _options: { shared: Record<string, { singleton: boolean; version: string }>; shareStrategy: string; dts: boolean };
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

  it('gives remotes an automatic public path and the host an absolute one', () => {
    expect(remote.output.publicPath).toBe('auto');
    expect(host.output.publicPath).toBe('/');
    expect(remote.entry).toEqual({});
  });
});
