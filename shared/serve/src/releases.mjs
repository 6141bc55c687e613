// Versioned remote releases: immutable bundles under dist-releases/{remote}/{version}/ and one registry,
// dist-releases/releases.json, naming each remote's live version. The serving layer reads the registry on every
// /config.json request, so promoting or rolling back is one atomic file write: no rebuild, no restart.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { ROOT } from './setup.mjs';

/** Where releases live: RELEASES_DIR moves them (the browser tests use a folder of their own). */
export const releasesDir = (env = process.env) => env.RELEASES_DIR || join(ROOT, 'dist-releases');

const registryFile = (dir) => join(dir, 'releases.json');

/**
 * The registry: `{ [remoteDir]: { live, history } }`, `history` being the versions promoted, oldest first (the last
 * is live; rollback goes back one). A missing or unreadable registry is empty: every remote serves its dist/.
 */
export function readRegistry(dir = releasesDir()) {
  try {
    const value = JSON.parse(readFileSync(registryFile(dir), 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Writes the registry atomically: a reader sees the old file or the new one, never half of one. */
export function writeRegistry(registry, dir = releasesDir()) {
  mkdirSync(dir, { recursive: true });
  const temp = `${registryFile(dir)}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, registryFile(dir));
}

export const releaseFolder = (remote, version, dir = releasesDir()) => join(dir, remote, version);

/** A release's description (release.json), or null when there is no such release. */
export function readRelease(remote, version, dir = releasesDir()) {
  try {
    return JSON.parse(readFileSync(join(releaseFolder(remote, version, dir), 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/**
 * Copies a remote's production build (`{remote}/dist`) into its release folder with a release.json: version, build
 * time, git commit and the shared singletons it expects (from its mf-manifest.json). Releases are immutable: an
 * existing version is refused.
 */
export function createRelease({
  remote,
  version,
  commit,
  builtAt = new Date().toISOString(),
  dir = releasesDir(),
  dist = join(ROOT, remote, 'dist'),
}) {
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version (letters, digits, dots, + and -)`);
  const target = releaseFolder(remote, version, dir);
  if (existsSync(target)) {
    throw new Error(
      `${remote} ${version} is already released, and releases never change: give a new version ` +
        `(npm run release -w ${remote} -- <version>) or bump ${remote}/package.json`,
    );
  }
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const shared = Object.fromEntries(
    (manifest.shared ?? []).map((entry) => [entry.name, entry.requiredVersion || entry.version]),
  );
  mkdirSync(join(dir, remote), { recursive: true });
  // Copied to a temporary name first: a release folder that exists is complete.
  const temp = `${target}.partial`;
  // A copy an earlier attempt left half done is not merged into this one.
  rmSync(temp, { recursive: true, force: true });
  cpSync(dist, temp, { recursive: true });
  const release = { remote, version, builtAt, commit, shared };
  writeFileSync(join(temp, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  renameSync(temp, target);
  return release;
}

/** What the running shell provides to remotes: its singletons and their versions (shell/dist/mf-manifest.json). */
export function shellSingletons(root = ROOT) {
  // A shell that is not built provides nothing: every release would be refused, and the shell cannot run anyway.
  const manifest = JSON.parse(readFileSync(join(root, 'shell/dist/mf-manifest.json'), 'utf8'));
  return Object.fromEntries((manifest.shared ?? []).map((entry) => [entry.name, entry.version]));
}

/** Why a release cannot run on this shell: one line per singleton it expects that the shell does not provide. */
export function incompatibilities(expected, provided) {
  const problems = [];
  for (const [name, range] of Object.entries(expected ?? {})) {
    const version = provided[name];
    if (version === undefined) problems.push(`${name} ${range} (the shell does not provide it)`);
    else if (!semver.satisfies(version, range, { includePrerelease: true }))
      problems.push(`${name} ${range} (the shell provides ${version})`);
  }
  return problems;
}

/**
 * Makes `version` the live release of `remote`. Refused when it does not exist, or when it expects a singleton the
 * shell does not provide (unless `force`: then the shell shows the section's fallback instead of running it).
 */
export function promote({ remote, version, force = false, provided = shellSingletons(), dir = releasesDir() }) {
  const release = readRelease(remote, version, dir);
  if (!release) throw new Error(`${remote} has no release ${version} (npm run release -w ${remote} -- ${version})`);
  const problems = incompatibilities(release.shared, provided);
  if (problems.length > 0 && !force) {
    throw new Error(
      `Refused: ${remote} ${version} expects ${problems.join('; ')}. Promote a release built against this shell, ` +
        'or pass --force to promote it anyway (the shell will show the section fallback).',
    );
  }
  const registry = readRegistry(dir);
  const entry = registry[remote] ?? { live: null, history: [] };
  // Each version once, the live one last: promoting the live version again changes nothing, and promoting an older
  // one moves it to the end, so a rollback always goes to another version.
  const history = [...(entry.history ?? []).filter((v) => v !== version), version];
  writeRegistry({ ...registry, [remote]: { live: version, history } }, dir);
  return { live: version, previous: entry.live ?? null, problems };
}

/** Goes back to the release that was live before the current one; with none, the remote serves its dist/ again. */
export function rollback({ remote, dir = releasesDir() }) {
  const registry = readRegistry(dir);
  const history = [...(registry[remote]?.history ?? [])];
  const from = history.pop() ?? null;
  if (!from) throw new Error(`${remote} has no promoted release to roll back`);
  const live = history.at(-1) ?? null;
  const next = { ...registry };
  if (live) next[remote] = { live, history };
  else delete next[remote];
  writeRegistry(next, dir);
  return { from, live };
}

/** The path a remote's live release is served under on its own port, or null when it serves its dist/. */
export function liveReleasePath(remote, registry) {
  const live = registry[remote]?.live;
  return live ? `/releases/${encodeURIComponent(live)}/` : null;
}
