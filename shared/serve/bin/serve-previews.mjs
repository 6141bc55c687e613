#!/usr/bin/env node
import { servePreviews } from '../src/serve-previews.mjs';

await servePreviews();
