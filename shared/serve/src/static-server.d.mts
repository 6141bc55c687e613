// Types for static-server.mjs (plain ESM run by Node without a build step), for its TypeScript tests.
import type { Server } from 'node:http';

export function cacheControl(file: string): string;
export function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  config?: object | (() => object);
  csp?: string;
  mounts?: Record<string, string>;
  links?: (pathname: string) => string | undefined;
  pages?: (url: string) => Promise<{ status: number; html: string } | null>;
  log?: (line: string) => void;
}): Server;
export function refusal(rawPath: string): { status: number; text: string } | null;
export const MAX_PATH_LENGTH: number;
export function listen(server: Server, port: number, host?: string): Promise<Server>;
