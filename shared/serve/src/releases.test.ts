import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runtimeConfig } from './config.mjs';
import { createRelease, incompatibilities, promote, readRegistry, rollback } from './releases.mjs';

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', '@reelist/state': '0.1.0' };

describe('remote releases', () => {
  let dir: string;
  let dist: string;

  const distWith = (shared: Array<{ name: string; version: string; requiredVersion: string }>) => {
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ shared }));
  };
  const release = (version: string) =>
    createRelease({ remote: 'mf-detail', version, commit: 'abc123', builtAt: '2026-11-24T12:00:00.000Z', dir, dist });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'reelist-releases-'));
    dist = mkdtempSync(join(tmpdir(), 'reelist-dist-'));
    writeFileSync(join(dist, 'remoteEntry.js'), 'entry');
    mkdirSync(join(dist, 'sub'));
    writeFileSync(join(dist, 'sub', '1.0123abcd.js'), 'chunk');
    distWith([
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
      { name: '@reelist/state', version: '0.1.0', requiredVersion: '^0.1.0' },
    ]);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('keeps a build as a release with what it expects, and never changes a release', () => {
    expect(release('1.0.0')).toEqual({
      remote: 'mf-detail',
      version: '1.0.0',
      builtAt: '2026-11-24T12:00:00.000Z',
      commit: 'abc123',
      shared: { react: '19.3.1', '@reelist/state': '^0.1.0' },
    });
    expect(readdirSync(join(dir, 'mf-detail', '1.0.0')).sort()).toEqual([
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
      'sub',
    ]);
    expect(() => release('1.0.0')).toThrow('mf-detail 1.0.0 is already released, and releases never change');
    expect(() => release('../escape')).toThrow('is not a version');
  });

  it('promotes and rolls back with one registry file, back to the dist/ build at the end', () => {
    release('1.0.0');
    release('1.1.0');
    expect(readRegistry(dir)).toEqual({});
    expect(promote({ remote: 'mf-detail', version: '1.0.0', provided: SHELL, dir })).toMatchObject({ previous: null });
    expect(promote({ remote: 'mf-detail', version: '1.1.0', provided: SHELL, dir })).toMatchObject({
      live: '1.1.0',
      previous: '1.0.0',
    });
    expect(readRegistry(dir)).toEqual({ 'mf-detail': { live: '1.1.0', history: ['1.0.0', '1.1.0'] } });
    expect(rollback({ remote: 'mf-detail', dir })).toEqual({ from: '1.1.0', live: '1.0.0' });
    expect(rollback({ remote: 'mf-detail', dir })).toEqual({ from: '1.0.0', live: null });
    expect(readRegistry(dir)).toEqual({});
    expect(() => rollback({ remote: 'mf-detail', dir })).toThrow('mf-detail has no promoted release to roll back');
    expect(() => promote({ remote: 'mf-detail', version: '9.9.9', provided: SHELL, dir })).toThrow(
      'mf-detail has no release 9.9.9',
    );
  });

  it('keeps each version once in the history: promoting the live one again leaves rollback going somewhere', () => {
    release('1.0.0');
    release('1.1.0');
    promote({ remote: 'mf-detail', version: '1.0.0', provided: SHELL, dir });
    promote({ remote: 'mf-detail', version: '1.1.0', provided: SHELL, dir });
    promote({ remote: 'mf-detail', version: '1.1.0', provided: SHELL, dir });
    expect(readRegistry(dir)).toEqual({ 'mf-detail': { live: '1.1.0', history: ['1.0.0', '1.1.0'] } });
    expect(rollback({ remote: 'mf-detail', dir })).toEqual({ from: '1.1.0', live: '1.0.0' });
    // An older version promoted again moves to the end: the next rollback leaves it.
    promote({ remote: 'mf-detail', version: '1.1.0', provided: SHELL, dir });
    promote({ remote: 'mf-detail', version: '1.0.0', provided: SHELL, dir });
    expect(readRegistry(dir)['mf-detail']?.history).toEqual(['1.1.0', '1.0.0']);
    expect(rollback({ remote: 'mf-detail', dir })).toEqual({ from: '1.0.0', live: '1.1.0' });
  });

  it('starts a release from an empty folder, whatever an interrupted one left behind', () => {
    mkdirSync(join(dir, 'mf-detail', '2.0.0.partial'), { recursive: true });
    writeFileSync(join(dir, 'mf-detail', '2.0.0.partial', 'stale.js'), 'from an earlier attempt');
    release('2.0.0');
    expect(readdirSync(join(dir, 'mf-detail', '2.0.0'))).not.toContain('stale.js');
  });

  it('refuses a release that expects singletons the shell does not provide, unless forced', () => {
    distWith([
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: '@reelist/bus', version: '1.0.0', requiredVersion: '^1.0.0' },
    ]);
    release('2.0.0');
    expect(() => promote({ remote: 'mf-detail', version: '2.0.0', provided: SHELL, dir })).toThrow(
      'Refused: mf-detail 2.0.0 expects react ^20.0.0 (the shell provides 19.3.1); @reelist/bus ^1.0.0 (the shell does not provide it). ' +
        'Promote a release built against this shell, or pass --force to promote it anyway (the shell will show the section fallback).',
    );
    expect(readRegistry(dir)).toEqual({});
    expect(promote({ remote: 'mf-detail', version: '2.0.0', provided: SHELL, dir, force: true }).problems).toHaveLength(
      2,
    );
    expect(readRegistry(dir)['mf-detail']?.live).toBe('2.0.0');
  });

  it('checks versions by semver range', () => {
    expect(incompatibilities({ react: '^19.0.0', '@reelist/state': '^0.1.0' }, SHELL)).toEqual([]);
    expect(incompatibilities({ '@reelist/state': '^0.2.0' }, SHELL)).toEqual([
      '@reelist/state ^0.2.0 (the shell provides 0.1.0)',
    ]);
  });

  it('the runtime config names the live release of a remote and what it expects; others stay on their dist/', () => {
    release('1.0.0');
    promote({ remote: 'mf-detail', version: '1.0.0', provided: SHELL, dir });
    const env = { RELEASES_DIR: dir, MF_DETAIL_PORT: '5202' };
    const config = runtimeConfig(env, readRegistry(dir), SHELL);
    expect(config.remotes.mf_detail).toBe('http://localhost:5202/releases/1.0.0/remoteEntry.js');
    expect(config.remotes.mf_discover).toBe('http://localhost:4201/remoteEntry.js');
    expect(config.releases).toEqual({ mf_detail: { version: '1.0.0', incompatible: [] } });
    // A release forced past the check is named with what it lacks: the shell shows the section's fallback.
    const older = { ...SHELL, react: '18.3.1' };
    expect(runtimeConfig(env, readRegistry(dir), older).releases).toEqual({
      mf_detail: { version: '1.0.0', incompatible: ['react 19.3.1 (the shell provides 18.3.1)'] },
    });
    expect(JSON.parse(readFileSync(join(dir, 'releases.json'), 'utf8'))['mf-detail'].live).toBe('1.0.0');
    rollback({ remote: 'mf-detail', dir });
    expect(runtimeConfig({ RELEASES_DIR: dir })).not.toHaveProperty('releases');
  });
});
