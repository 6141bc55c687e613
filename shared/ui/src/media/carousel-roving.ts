import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import { scrollBehavior } from '../lib/reduced-motion';

// eslint-disable-next-line lingui/no-unlocalized-strings -- key names, never shown
const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'ArrowUp', 'ArrowDown'];
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const controlsOf = (item: Element | undefined) => Array.from(item?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);

/**
 * One tab stop per row, the roving focus of the ARIA carousel pattern: only the current card's current control is in
 * the tab order, so Tab enters a row once and the next Tab leaves it. Left/Right/Home/End move between cards (their
 * first control, the link), Up/Down between one card's controls (the link and the watchlist button), and the row
 * remembers where focus was. A focused card is scrolled fully into view: the focus scroll alone can leave it cut off
 * at the row's edge.
 */
export function useRovingCards(trackRef: RefObject<HTMLElement | null>) {
  const current = useRef({ item: 0, control: 0 });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector, never shown
  const items = () => Array.from(trackRef.current?.querySelectorAll<HTMLElement>(':scope > [role="listitem"]') ?? []);

  const apply = () => {
    const all = items();
    const at = current.current;
    if (at.item >= all.length || at.control >= controlsOf(all[at.item]).length)
      current.current = { item: 0, control: 0 };
    all.forEach((item, i) =>
      controlsOf(item).forEach((control, j) => {
        control.tabIndex = i === current.current.item && j === current.current.control ? 0 : -1;
      }),
    );
  };
  // After every render of the row: its cards arrive, change or go with its data (skeletons, error card, titles).
  useLayoutEffect(apply);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const all = items();
    const item = all.findIndex((candidate) => candidate.contains(event.target as Node));
    if (item === -1) return;
    const control = Math.max(0, controlsOf(all[item]).indexOf(event.target as HTMLElement));
    if (item !== current.current.item || control !== current.current.control) {
      current.current = { item, control };
      apply();
    }
    all[item]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const all = items();
    const focused = document.activeElement as HTMLElement | null;
    const item = all.findIndex((candidate) => candidate.contains(focused));
    if (item === -1) return;
    let target: HTMLElement | undefined;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const own = controlsOf(all[item]);
      target = own[own.indexOf(focused!) + (event.key === 'ArrowDown' ? 1 : -1)];
    } else {
      const last = all.length - 1;
      const ends: Record<string, number> = { Home: 0, End: last };
      const next = ends[event.key] ?? item + (event.key === 'ArrowRight' ? 1 : -1);
      target = controlsOf(all[Math.min(last, Math.max(0, next))])[0];
    }
    // Up/Down past a card's controls are left to the page (it scrolls), as without the row.
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };

  return { onFocus, onKeyDown };
}
