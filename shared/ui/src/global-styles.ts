// The one module with a side effect: it pulls the design tokens and base styles into the bundle.
import '../styles/tokens.css';

/**
 * Call once from the shell's bootstrap (or a remote's standalone preview) so the global stylesheet is bundled.
 * The import above does the work; the function exists so importing it is an explicit, lint-friendly act.
 */
export function installGlobalStyles(): void {
  // Intentionally empty: see the import above.
}
