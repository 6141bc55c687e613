import type { MouseEvent } from 'react';

/** A click the app may handle itself; modified or middle clicks (new tab, new window) stay with the browser. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
