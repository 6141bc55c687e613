import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../icons/icon';
import type { IconData } from '../icons/icon-paths';
import { cx } from '../lib/cx';
import styles from './button.module.css';
import type { ButtonSize, ButtonVariant } from './button';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  icon: IconData;
  /** Required: an icon-only button has no visible text, so this is its accessible name. */
  'aria-label': string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

const ICON_SIZE: Record<ButtonSize, number> = { sm: 16, md: 20, lg: 24 };

/** A round icon-only button. Its name comes from the mandatory `aria-label`. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      title={rest.title ?? rest['aria-label']}
      className={cx(styles.button, styles[variant], styles[size], styles.iconOnly, className)}
      {...rest}
    >
      <Icon icon={icon} size={ICON_SIZE[size]} />
    </button>
  );
}
