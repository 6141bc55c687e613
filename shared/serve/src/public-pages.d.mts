// Types for public-pages.mjs (plain ESM run by Node without a build step), for its TypeScript tests.
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'search'; query: string }
  | { kind: 'movie' | 'tv' | 'person' | 'collection'; id: number }
  | { kind: 'movie' | 'tv' | 'person' | 'collection'; missing: true };
export interface PageHead {
  title: string;
  description: string;
  type: string;
  canonical: string;
  image?: string;
  imageAlt?: string;
  largeImage?: boolean;
  noindex?: boolean;
  /** The page's largest image, preloaded with the client's own src, srcset and sizes. */
  preload?: { href: string; srcset: string; sizes: string };
  jsonLd?: Record<string, unknown>;
}
export const PRODUCT_NAME: string;
export const SITE_DESCRIPTION: string;
export const TIMEOUT_MS: number;
export function publicPage(url: string): PublicPage | null;
export function escapeHtml(value: unknown): string;
export function jsonForScript(value: unknown): string;
export function excerpt(text: string | null | undefined, max?: number): string;
export function headFor(page: PublicPage, data: unknown, o: { canonical: string; imageBase: string }): PageHead;
export function notFoundHead(canonical: string): PageHead;
export function renderHead(head: PageHead): string;
export function readableFor(page: PublicPage, data: unknown, o: { imageBase: string }): string;
export function withHead(html: string, head: PageHead, readable?: string): string;
/** The app's first screen as the server rendered it (app-render.mjs). */
export interface RenderedApp {
  html: string;
  answers: unknown[];
  styles: string[];
}
export function withApp(html: string, app: RenderedApp): string;
export function createPublicPages(o: {
  indexFile: string;
  service: () => { baseUrl: string; apiKey: string; imageBaseUrl: string };
  fetch?: typeof fetch;
  log?: (line: string) => void;
  timeoutMs?: number;
  now?: () => number;
  renderApp?: (url: string) => Promise<RenderedApp | undefined>;
}): (url: string) => Promise<{ status: number; html: string; painted?: boolean } | null>;
