import { useEffect, useRef } from 'react';
import { titleIdentity } from '@reelist/contracts';
import type { MediaType, Title, ViewHistoryEntry } from '@reelist/contracts';
import { usePreferences } from '@reelist/state';
import { getSessionId, viewHistoryStore } from '@reelist/storage';
import { displayTitle } from '../../../lib/title-text';

/** The view-history entry of one visit (history capped at 1000). */
export function toViewEntry(title: Title, mediaType: MediaType, now: Date, sessionId: string): ViewHistoryEntry {
  return {
    id: title.id,
    title: displayTitle(title),
    mediaType,
    posterPath: title.poster_path ?? null,
    genres: title.genres?.map((genre) => genre.id) ?? title.genre_ids ?? [],
    rating: title.vote_average ?? 0,
    viewedAt: now.toISOString(),
    sessionId,
  };
}

/**
 * Records one view per visit of a loaded title in the view history, unless the visitor turned
 * Analytics Tracking off. The ref keeps React's development double-run of effects from recording twice.
 */
export function useRecordView(title: Title | undefined, mediaType: MediaType): void {
  const { preferences } = usePreferences();
  const recorded = useRef<string | null>(null);
  const track = preferences.trackAnalytics;

  useEffect(() => {
    if (!title || !track) return;
    const key = titleIdentity(mediaType, title.id);
    if (recorded.current === key) return;
    recorded.current = key;
    const entry = toViewEntry(title, mediaType, new Date(), getSessionId());
    viewHistoryStore.append(entry);
  }, [title, mediaType, track]);
}
