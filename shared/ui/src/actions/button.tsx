import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../icons/icon';
import type { IconData } from '../icons/icon-paths';
import { cx } from '../lib/cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon drawn before the label. */
  icon?: IconData;
  /** Stretch to the container's width. */
  block?: boolean;
  children?: ReactNode;
};

const ICON_SIZE: Record<ButtonSize, number> = { sm: 16, md: 18, lg: 20 };

export interface ButtonLookOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button's look as a class name, for a link that reads as an action (e.g. 'Browse Content'). */
export const buttonClassName = ({ variant = 'primary', size = 'md', block = false }: ButtonLookOptions = {}): string =>
  cx(styles.button, styles[variant], styles[size], block && styles.block);

/** The app's button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  block = false,
  type = 'button',
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button ref={ref} type={type} className={cx(buttonClassName({ variant, size, block }), className)} {...rest}>
      {icon && <Icon icon={icon} size={ICON_SIZE[size]} />}
      {children}
    </button>
  );
}
