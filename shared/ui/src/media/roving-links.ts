import type { KeyboardEvent } from 'react';

const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * Arrow keys move focus between the first link of each list item inside a horizontal track.
 * Focus itself scrolls the card into view, so no extra scrolling is needed.
 */
export function handleRovingLinks(event: KeyboardEvent<HTMLElement>): void {
  if (!KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="listitem"]'));
  const links = items
    .map((item) => item.querySelector<HTMLAnchorElement>('a[href]'))
    .filter((link): link is HTMLAnchorElement => link !== null);
  if (links.length === 0) return;
  const current = items.findIndex((item) => item.contains(document.activeElement));
  const last = links.length - 1;
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = last;
  else if (current === -1) next = 0;
  else next = Math.min(last, Math.max(0, current + (event.key === 'ArrowRight' ? 1 : -1)));
  event.preventDefault();
  links[next]?.focus();
}
