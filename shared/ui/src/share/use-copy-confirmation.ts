import { useEffect, useState } from 'react';

/** How long "Link copied!" shows (as Detail's copy link). */
export const COPY_CONFIRMATION_MS = 2000;

export type CopyState = 'copied' | 'failed' | null;

/** Copies text to the clipboard: 'copied' for 2 s, 'failed' when the browser refuses, else null. */
export function useCopyConfirmation(): { copied: CopyState; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState<CopyState>(null);
  useEffect(() => {
    if (copied !== 'copied') return undefined;
    const timer = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return { copied, copy };
}
