#!/usr/bin/env node
// npm run bench: a thin launcher into @reelist/bench (shared/bench/src/main.js) with the same flags.
// Dependencies first, as `npm start` does; the bench builds and serves by itself.
import { ensureDependencies, ensureChromium } from '../src/setup.mjs';

ensureDependencies();
ensureChromium();
await import('../../bench/src/main.js');
