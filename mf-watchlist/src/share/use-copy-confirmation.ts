import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from './constants';

/** Copy to the clipboard, confirmed for 2 s (as Detail's copy link): 'copied', 'failed' or null. */
export function useCopyConfirmation(): { copied: 'copied' | 'failed' | null; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
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
