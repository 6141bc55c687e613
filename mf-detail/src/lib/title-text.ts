import { t } from '@lingui/core/macro';
import { titleName } from '@reelist/contracts';
import type { Title } from '@reelist/contracts';

/** A movie's title or a show's name; never empty, so headings and labels always have text. */
export const displayTitle = (title: Pick<Title, 'title' | 'name'>): string => titleName(title) || t`Untitled`;
