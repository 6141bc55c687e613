import { useEffect } from 'react';
import { C } from '@reelist/contracts';

/** Shows '{title} · Reelist' in the tab while the page is mounted, then restores what was there. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · ${C.PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
