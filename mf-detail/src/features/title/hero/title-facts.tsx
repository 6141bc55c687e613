import type { MediaType, Title } from '@reelist/contracts';
import { formatDate } from '@reelist/domain';
import { Icon, icons } from '@reelist/ui';
import { useExtraRatings } from '../api/get-extra-ratings';
import styles from './detail-hero.module.css';
import { formatRuntime, formatVote, titleRuntime, tvYearRange } from '../../../lib/format-facts';

export interface TitleFactsProps {
  title: Title;
  mediaType: MediaType;
}

const seasonsLabel = (n: number) => `${n} ${n === 1 ? 'Season' : 'Seasons'}`;
const votes = new Intl.NumberFormat('en-US');

/** Release info, runtime, seasons for TV, the vote, and the ratings service's extra ratings. */
export function TitleFacts({ title, mediaType }: TitleFactsProps) {
  const extra = useExtraRatings(title.imdb_id);
  const tv = mediaType === 'tv';
  const facts: Array<[label: string, value: string]> = tv
    ? [
        ['First Aired', formatDate(title.first_air_date)],
        ['Years', tvYearRange(title.first_air_date, title.last_air_date, title.status)],
        ['Episode Runtime', formatRuntime(titleRuntime(title))],
      ]
    : [
        ['Release Date', formatDate(title.release_date)],
        ['Runtime', formatRuntime(titleRuntime(title))],
      ];
  if (tv && title.number_of_seasons) facts.push(['Seasons', seasonsLabel(title.number_of_seasons)]);

  return (
    <div className={styles.facts}>
      <dl className={styles.factList}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.vote}>
        <Icon icon={icons.starFilled} size={18} className={styles.voteStar} />
        <span className={styles.voteValue} aria-label={`Rating ${formatVote(title.vote_average)} out of 10`}>
          {formatVote(title.vote_average)}
        </span>
        <span className={styles.muted}>({votes.format(title.vote_count ?? 0)} votes)</span>
      </p>
      {extra.length > 0 && (
        <ul className={styles.extraRatings} aria-label="Ratings from other sources">
          {extra.map((rating) => (
            <li key={rating.source} className={styles.extraRating}>
              <span className={styles.muted}>{rating.source}</span> <strong>{rating.value}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
