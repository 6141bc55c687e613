import { useEffect, useState } from 'react';
import { getTitleDetails, peekTitleDetails, settlePaced } from '@reelist/api';
import type { Title } from '@reelist/contracts';
import type { Runtimes } from './parts';

const runtimeOf = (details: Title | undefined): number | null => details?.runtime || null;

/**
 * Each part's runtime, from its movie details: /collection/{id} lists the parts without one. The details are the
 * Detail page's own call (so opening a part afterwards is instant), taken from the api cache when there and
 * otherwise asked at the service's pace. A part whose details fail or give no runtime maps to null.
 */
export function usePartRuntimes(parts: readonly Title[]): Runtimes {
  const [runtimes, setRuntimes] = useState<Runtimes>(() => new Map());
  const ids = parts.map((part) => part.id).join(',');
  useEffect(() => {
    const controller = new AbortController();
    const found = new Map<number, number | null>();
    const missing: Title[] = [];
    for (const part of parts) {
      const cached = peekTitleDetails('movie', part.id);
      if (cached) found.set(part.id, runtimeOf(cached));
      else missing.push(part);
    }
    setRuntimes(new Map(found));
    void settlePaced(
      missing,
      (part, signal) => getTitleDetails('movie', part.id, signal ? { signal } : undefined),
      (part, outcome) => {
        found.set(part.id, outcome.ok ? runtimeOf(outcome.value) : null);
        setRuntimes(new Map(found));
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
    // The parts are the same while their ids are.
  }, [ids]);
  return runtimes;
}
