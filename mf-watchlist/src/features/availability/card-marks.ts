import { createContext, useContext, useEffect } from 'react';
import type { OfferKind, WatchlistItem } from '@reelist/contracts';

/** What a card shows about the visitor's services: the first one that offers the title, and an arrival. */
export interface CardMark {
  /** The first of my services that offers it (subscription first, then free or ads, then rent or buy). */
  service?: { name: string; logoPath: string | null; kind: OfferKind };
  /** It arrived on one of my services: "Now on {service}"; `fresh` shows the dot (not yet seen). */
  arrival?: { service: string; fresh: boolean };
}

/** The marks of the watchlist's cards, by `titleIdentity`, from the lazily loaded availability layer. */
export interface CardMarks {
  byKey: ReadonlyMap<string, CardMark>;
  /** A card on screen asks for its title's offers (fetched in idle time if not known for today). */
  request: (item: WatchlistItem) => void;
}

/** Null until the availability layer has loaded, and always when no services are chosen: cards show nothing. */
export const CardMarksContext = createContext<CardMarks | null>(null);

/** The card's mark, asking for the title's offers while the card is on screen. */
export function useCardMark(item: WatchlistItem, key: string): CardMark | undefined {
  const marks = useContext(CardMarksContext);
  const request = marks?.request;
  useEffect(() => {
    request?.(item);
  }, [request, item]);
  return marks?.byKey.get(key);
}
