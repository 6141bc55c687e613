/** The parts of a mouse event (React's or the DOM's) that say how a link was clicked. */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A click the app may handle itself; modified or middle clicks (new tab, new window) stay with the browser. */
export const isPlainLeftClick = (event: ClickLike): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
