// Ports and the runtime config (/config.json) from the environment. No keys configured = the embedded catalogue.
import {
  incompatibilities,
  liveReleasePath,
  readRegistry,
  readRelease,
  releasesDir,
  shellSingletons,
} from './releases.mjs';

/** A throwaway P-256 public key: the embedded setup has no push service, so nothing can be sent with it. */
const DEV_PUSH_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export const APPS = [
  { dir: 'shell', name: 'shell', portEnv: 'SHELL_PORT', port: 4200 },
  { dir: 'mf-discover', name: 'mf_discover', portEnv: 'MF_DISCOVER_PORT', port: 4201 },
  { dir: 'mf-detail', name: 'mf_detail', portEnv: 'MF_DETAIL_PORT', port: 4202 },
  { dir: 'mf-watchlist', name: 'mf_watchlist', portEnv: 'MF_WATCHLIST_PORT', port: 4203 },
  { dir: 'mf-insights', name: 'mf_insights', portEnv: 'MF_INSIGHTS_PORT', port: 4204 },
];

export function ports(env = process.env) {
  const result = { catalog: Number(env.CATALOG_PORT) || 4300 };
  for (const app of APPS) result[app.name] = Number(env[app.portEnv]) || app.port;
  return result;
}

const safeShellSingletons = () => {
  try {
    return shellSingletons();
  } catch {
    return {};
  }
};

/**
 * The runtime config. Read again for every /config.json request: a remote's live release (dist-releases/
 * releases.json, see releases.mjs) is served under /releases/{version}/ on its port, and promoting one changes
 * where the shell finds it on its next look.
 */
export function runtimeConfig(env = process.env, registry = readRegistry(releasesDir(env)), singletons) {
  const p = ports(env);
  // What the shell being served provides (its build's manifest), read only when a release is live.
  let shell = singletons;
  const provided = () => (shell ??= safeShellSingletons());
  const host = env.PUBLIC_HOST || 'localhost';
  const catalog = `http://${host}:${p.catalog}`;
  const remotes = {};
  const releases = {};
  for (const app of APPS.slice(1)) {
    const override = env[`REMOTE_${app.name.toUpperCase()}_URL`];
    const release = override ? null : liveReleasePath(app.dir, registry);
    remotes[app.name] = override || `http://${host}:${p[app.name]}${release ?? '/'}remoteEntry.js`;
    if (release) {
      const version = registry[app.dir].live;
      const expected = readRelease(app.dir, version, releasesDir(env))?.shared ?? {};
      releases[app.name] = { version, incompatible: incompatibilities(expected, provided()) };
    }
  }
  const realTmdb = Boolean(env.TMDB_API_KEY);
  const realOmdb = Boolean(env.OMDB_API_KEY);
  return {
    remotes,
    tmdb: {
      baseUrl: env.TMDB_BASE_URL || (realTmdb ? 'https://api.themoviedb.org/3' : `${catalog}/3`),
      apiKey: env.TMDB_API_KEY || 'reelist-embedded',
      imageBaseUrl: env.TMDB_IMAGE_BASE_URL || (realTmdb ? 'https://image.tmdb.org/t/p' : `${catalog}/t/p`),
    },
    omdb: {
      baseUrl: env.OMDB_BASE_URL || (realOmdb ? 'https://www.omdbapi.com' : `${catalog}/omdb`),
      apiKey: env.OMDB_API_KEY || 'reelist-embedded',
    },
    push: { publicKey: env.PUSH_PUBLIC_KEY || DEV_PUSH_PUBLIC_KEY },
    ...(Object.keys(releases).length > 0 && { releases }),
  };
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** The Content-Security-Policy of the shell: no inline scripts; only the configured services and remotes. */
export function contentSecurityPolicy(config) {
  const remotes = [...new Set(Object.values(config.remotes).map(originOf))].join(' ');
  // The embedded catalogue answers both services from one origin: list each origin once.
  const connect = [
    ...new Set([...Object.values(config.remotes), config.tmdb.baseUrl, config.omdb.baseUrl].map(originOf)),
  ];
  const images = originOf(config.tmdb.imageBaseUrl);
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' ${remotes}`,
    `img-src 'self' data: blob: ${images}`,
    `connect-src 'self' ${connect.join(' ')}`,
    "font-src 'self'",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    // blob: for PapaParse's worker (the watchlist's CSV import): a remote's own worker URL would be cross-origin.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
