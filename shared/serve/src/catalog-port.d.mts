// Types for catalog-port.mjs (plain ESM run by Node without a build step), for its TypeScript tests.
export function catalogAnswers(port: number, host?: string): Promise<boolean>;
export function freePort(): Promise<number>;
export function portTaken(port: number): Promise<boolean>;
export function catalogForPreview(port: number): Promise<{ port: number; start: boolean; note: string }>;
