#!/usr/bin/env node
// Serve the already-built apps and the catalogue (used by the browser tests' web server).
import { serveAll } from '../src/serve-all.mjs';

await serveAll();
