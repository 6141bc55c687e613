import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The router reads the address when it first renders and hears later changes only once it has mounted. The shell's
 * first render is a transition, in slices: an address changed in between (Back pressed, a link followed before the
 * app was up) would be missed, and the page would show the old one. On mount this takes the address as it is now.
 */
export function CatchUpWithHistory() {
  const location = useLocation();
  const navigate = useNavigate();
  // After mount, once the router listens (its own effect runs after its children's layout effects).
  useEffect(() => {
    const actual = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (actual !== `${location.pathname}${location.search}${location.hash}`) void navigate(actual, { replace: true });
    // Once, on mount: later changes reach the router itself.
  }, []);
  return null;
}
