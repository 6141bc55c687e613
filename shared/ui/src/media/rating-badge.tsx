import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { currentLocale, intlLocale } from '@reelist/i18n';
import { Icon } from '../icons/icon';
import { cx } from '../lib/cx';
import * as icons from '../icons/icon-paths';
import styles from './rating-badge.module.css';

export type RatingBadgeProps = {
  /** A 0-10 vote average; missing or not a number shows 'N/A'. */
  value: number | null | undefined;
  /** Prefix read by screen readers before the number. */
  label?: string;
  className?: string;
};

const oneDecimal = new Map<string, Intl.NumberFormat>();

/** Formats a vote average to one decimal in the interface's language ('7.8', '7,8'), or 'N/A'. */
export function formatRating(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return t`N/A`;
  const locale = intlLocale(currentLocale());
  // English as before, without Intl: Home's first cards show a rating, and a page's first Intl object starts ICU.
  if (locale === 'en-US') return value.toFixed(1);
  let format = oneDecimal.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
    oneDecimal.set(locale, format);
  }
  return format.format(value);
}

/** A compact ★ 7.8 chip. */
export function RatingBadge({ value, label, className }: RatingBadgeProps) {
  const { t } = useLingui();
  return (
    <span className={cx(styles.badge, className)}>
      <Icon icon={icons.starFilled} size={12} />
      <span className="sr-only">{label ?? t`Rating`}: </span>
      <span>{formatRating(value)}</span>
    </span>
  );
}
