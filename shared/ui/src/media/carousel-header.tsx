import type { MouseEvent } from 'react';
import { IconButton } from '../actions/icon-button';
import { Icon } from '../icons/icon';
import { isPlainLeftClick } from '@reelist/domain';
import * as icons from '../icons/icon-paths';
import styles from './carousel.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

export type CarouselHeaderProps = {
  headingId: string;
  title: string;
  viewAllHref?: string;
  onViewAll?: (href: string) => void;
  onScroll: (direction: 1 | -1) => void;
};

/** The carousel's heading row: title, 'View All' link and the two scroll buttons. */
export function CarouselHeader({ headingId, title, viewAllHref, onViewAll, onScroll }: CarouselHeaderProps) {
  const { t } = useLingui();
  const viewAll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onViewAll || !viewAllHref || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onViewAll(viewAllHref);
  };

  return (
    <div className={styles.header}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {viewAllHref && (
        <a href={viewAllHref} className={styles.viewAll} onClick={viewAll}>
          <Trans>View All</Trans> <Icon icon={icons.chevronRight} size={16} />
        </a>
      )}
      <div className={styles.controls}>
        <IconButton
          icon={icons.chevronLeft}
          aria-label={t`Scroll left`}
          variant="secondary"
          size="sm"
          onClick={() => onScroll(-1)}
        />
        <IconButton
          icon={icons.chevronRight}
          aria-label={t`Scroll right`}
          variant="secondary"
          size="sm"
          onClick={() => onScroll(1)}
        />
      </div>
    </div>
  );
}
