// Browser tests run on ports of their own so a running `npm start` does not interfere; E2E_PORT_BASE lets several
// checkouts or engineers run the suite side by side. The Playwright config serves on these, the specs use them.
const base = Number(process.env.E2E_PORT_BASE) || 5200;

export const PORTS = {
  shell: base,
  mf_discover: base + 1,
  mf_detail: base + 2,
  mf_watchlist: base + 3,
  mf_insights: base + 4,
  catalog: base + 100,
};

/** The embedded catalogue the browser tests run against. */
export const CATALOG = `http://localhost:${PORTS.catalog}`;

/**
 * Where the browser tests' server keeps remote releases (RELEASES_DIR), apart from the repository's own
 * dist-releases/: relative to the repository root.
 */
export const RELEASES_DIR = `test-results/releases-${base}`;
