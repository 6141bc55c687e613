#!/usr/bin/env node
// npm start: install what is missing, build what is not built, serve the app on the embedded catalogue.
import { buildAll, ensureDependencies } from '../src/setup.mjs';

ensureDependencies();
buildAll();
const { serveAll } = await import('../src/serve-all.mjs');
await serveAll();
