import type { Page } from '@playwright/test';

/** Puts values into localStorage before any app script runs (keys as @reelist/storage writes them). */
export async function seedStorage(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, values);
}

/** Collects console errors and CSP violations of a page, for asserting a clean run. */
export function watchErrors(page: Page): { errors: string[]; cspViolations: string[] } {
  const errors: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.text().startsWith('CSP violation')) cspViolations.push(msg.text());
  });
  return { errors, cspViolations };
}

/**
 * A page (Home by default) as the server sends it when it has not rendered the page (its render failed or was too
 * slow): the plain shell, which the app renders in the browser, asking the service itself. For tests of the browser's
 * own calls: a page the server rendered brings its first answer with it, from the server's cache. Continued to the
 * file, not answered by the test: a page the test answered counts as public, and Chromium would then refuse its
 * requests to this machine's other ports.
 */
export async function withoutServerRender(page: Page, pathname = '/'): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    (route) => route.continue({ url: new URL('/index.html', route.request().url()).href }),
  );
}
