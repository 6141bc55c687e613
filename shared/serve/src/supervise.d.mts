// Types for supervise.mjs (plain ESM run by Node without a build step), for its TypeScript tests.
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

type Log = (line: string) => void;
export function startChild(options: { script: string; env: NodeJS.ProcessEnv; ready?: string }): Promise<ChildProcess>;
export function supervise(options: {
  name: string;
  port: number;
  start: () => Promise<ChildProcess>;
  restarts?: number;
  windowMs?: number;
  log?: Log;
}): Promise<{ stop(): void; child(): ChildProcess | null }>;
export function watchServer(
  server: Server,
  options: { name: string; port: number; log?: Log; stopping?: () => boolean },
): void;
export function keepProcessAlive(log?: Log): void;
