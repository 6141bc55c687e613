import { useEffect } from 'react';
import { C } from '@reelist/contracts';

/**
 * Shows '{title} · Reelist' in the tab while the page is mounted, then 'Reelist' again (not what was there before:
 * that can be this same page's title, as the server wrote it into the HTML).
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    document.title = `${title} · ${C.PRODUCT_NAME}`;
    return () => {
      document.title = C.PRODUCT_NAME;
    };
  }, [title]);
}
