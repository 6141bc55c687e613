import { t } from '@lingui/core/macro';
import { C } from '@reelist/contracts';
import { downloadBlob } from '@reelist/ui';
import { drawRecap, SHARE_SIZES } from './recap';
import type { Palette, Recap, ShareSize } from './recap';

/** The theme's colours as the page shows them now (light or dark), for an image that matches the screen. */
export function themePalette(root: HTMLElement = document.documentElement): Palette {
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--color-bg', '#0a0e17'),
    surface: read('--color-surface-2', '#1b2334'),
    text: read('--color-text', '#e9edf5'),
    muted: read('--color-text-muted', '#9ba6ba'),
    accent: read('--color-accent', '#e50914'),
  };
}

/** The recap drawn on a canvas of the chosen size, as a PNG. */
export function renderRecapPng(recap: Recap, size: ShareSize, palette: Palette): Promise<Blob> {
  const { width, height } = SHARE_SIZES[size];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error(t`This browser cannot draw images`));
  drawRecap(ctx, recap, size, palette);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t`The image could not be made`))), 'image/png');
  });
}

/** `reelist-year-in-review-2024-1080x1920.png` */
export const recapFileName = (year: number, size: ShareSize): string =>
  `${C.PRODUCT_PREFIX}-year-in-review-${year}-${SHARE_SIZES[size].width}x${SHARE_SIZES[size].height}.png`;

/**
 * Hands the image to the Web Share API where the browser can share files, else downloads it. Resolves to what
 * happened ('cancelled' when the person closed the share sheet).
 */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  downloadBlob(blob, fileName);
  return 'downloaded';
}
