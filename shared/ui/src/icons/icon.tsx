import type { SVGProps } from 'react';
import { FILLED_ICONS, ICON_PATHS } from './icon-paths';
import type { IconName } from './icon-paths';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  /** Give a title only when the icon alone carries meaning; otherwise it stays hidden from assistive tech. */
  title?: string;
};

/** A tiny inline-SVG icon. Decorative (`aria-hidden`) unless a `title` is given. */
export function Icon({ name, size = 20, title, ...rest }: IconProps) {
  const filled = FILLED_ICONS.has(name);
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
