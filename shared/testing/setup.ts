/** Jest setup for jsdom tests: fills the globals jsdom lacks and adds jest-dom matchers. */
import '@testing-library/jest-dom/jest-globals';
import {
  CompressionStream,
  DecompressionStream,
  ReadableStream,
  TransformStream,
  WritableStream,
} from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { i18n } from '@reelist/i18n';
import { configure } from '@testing-library/react';

// A screen's data renders as a React transition (in slices): on a busy 2-core machine a whole page can take more
// than Testing Library's default second to settle. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 4_000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });
// Shared links and device moves compress with the browser's streams, which jsdom lacks: Node's are the same API.
for (const [name, value] of Object.entries({
  ReadableStream,
  WritableStream,
  TransformStream,
  CompressionStream,
  DecompressionStream,
})) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}

if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    constructor(private readonly cb: IntersectionObserverCallback) {}
    observe(target: Element): void {
      // jsdom has no layout: report every observed element as visible at once.
      this.cb([{ isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry], this as never);
    }
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}

// The interface's language: English, whose texts the tests read. Lingui compiles the English source of each message
// on the fly outside production, so no catalogue is needed here (a test loads one to see another language).
i18n.loadAndActivate({ locale: 'en', messages: {} });
