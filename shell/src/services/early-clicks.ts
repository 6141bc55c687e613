declare global {
  interface Window {
    /** Buttons pressed on the server's page before the app took it over (kept by public/theme-init.js). */
    reelistEarlyClicks?: HTMLElement[] | null;
  }
}

/** Stops keeping buttons pressed early, and hands over those kept so far. */
export function stopKeepingClicks(): HTMLElement[] {
  const kept = window.reelistEarlyClicks ?? [];
  window.reelistEarlyClicks = null;
  return kept;
}

/**
 * Presses again, once each, the buttons a visitor pressed on the server's page before the app had taken it over: the
 * app calls it once it has (the elements pressed are then its own, with its handlers).
 */
export function replayEarlyClicks(): void {
  for (const button of stopKeepingClicks()) if (button.isConnected) button.click();
}
