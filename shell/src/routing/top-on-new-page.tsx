import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page opened by a link starts at its top, as a page the browser loads does. The declarative router (app.tsx) keeps
 * the window's scroll from page to page, so a title opened from far down Home opened far down its own page, past its
 * hero. Only a new page moves: replacing the address (filters, typing) or changing only its query keeps the scroll,
 * an address with a #fragment goes where it points, and Back and Forward leave it to the browser.
 *
 * The scroll happens as the new address renders, not in an effect after: the new page reads the window's scroll as
 * it renders (a windowed list draws the rows at that offset and holds it), so the top must be reached before.
 */
export function TopOnNewPage() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const [shown, setShown] = useState(pathname);
  if (shown !== pathname) {
    setShown(pathname);
    if (type === 'PUSH' && !hash) window.scrollTo(0, 0);
  }
  return null;
}
