// Debian's Chromium, the one browser of the browser tests and the bench (never a downloaded one), with the flags
// this machine needs: no sandbox as root, no GPU, no background connections (the network is closed). The settings
// are JSON so that the TypeScript Playwright config reads the same ones (`@reelist/serve/chromium`).
import { createRequire } from 'node:module';

const settings = createRequire(import.meta.url)('../chromium.json');

export const CHROMIUM = process.env.CHROME_PATH || settings.path;
/** @type {string[]} */
export const CHROMIUM_FLAGS = settings.flags;
