import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Skeleton } from '../feedback/skeleton';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  /** What the code holds (a link). */
  value: string;
  /** The accessible name of the image. */
  label: string;
  /** Shown instead when the value is too long for one QR code. */
  tooLong: ReactNode;
  /** The smallest side in CSS pixels; a denser code is drawn larger (3 px a module), within its container's width. */
  size?: number;
}

/** Modules of white around the code: the quiet zone scanners need (ISO 18004 asks for 4). */
const QUIET_ZONE = 4;
/** CSS pixels a module at least: a phone camera across a desk reads modules this size. */
const MODULE_PX = 3;

type Drawn = { value: string; path: string; modules: number } | { value: string; path?: undefined };

/**
 * A QR code drawn as SVG: black modules on a white plate with its quiet zone, in light and dark theme alike (a
 * scanner needs dark on light). The generator (lean-qr, a few KB) loads on first use only.
 */
export function QrCode({ value, label, tooLong, size = 200 }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn>();
  useEffect(() => {
    let live = true;
    Promise.all([import('lean-qr'), import('lean-qr/extras/svg')])
      .then(([{ generate }, { toSvgPath }]) => {
        const code = generate(value);
        return { value, path: toSvgPath(code), modules: code.size };
      })
      // Too much data for the largest code, or the generator could not load: the caller's fallback says so.
      .catch(() => ({ value }))
      .then((next: Drawn) => {
        if (live) setDrawn(next);
      });
    return () => {
      live = false;
    };
  }, [value]);

  if (drawn?.value !== value) return <Skeleton width={size} height={size} />;
  if (drawn.path === undefined) return <>{tooLong}</>;
  const side = drawn.modules + QUIET_ZONE * 2;
  const px = Math.max(size, side * MODULE_PX);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      width={px}
      height={px}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
