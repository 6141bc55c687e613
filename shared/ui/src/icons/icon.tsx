import type { SVGProps } from 'react';
import type { IconData } from './icon-paths';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** One of `icons` (e.g. `icons.search`). */
  icon: IconData;
  /** Pixel size of the square icon. */
  size?: number;
  /** Give a title only when the icon alone carries meaning; otherwise it stays hidden from assistive tech. */
  title?: string;
};

/** A tiny inline-SVG icon. Decorative (`aria-hidden`) unless a `title` is given. */
export function Icon({ icon, size = 20, title, ...rest }: IconProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={icon.filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={icon.name}
      {...a11y}
      {...rest}
    >
      {/* One element for all the strokes (every part starts with an absolute move): a row of cards draws many
          icons, and each SVG element is styled, laid out and painted on its own. */}
      <path d={icon.paths.join(' ')} />
    </svg>
  );
}
