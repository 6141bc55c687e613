import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { BarChart } from '../../lib/charts/bar-chart';
import { Chart } from '../../lib/charts/chart';
import { ColumnChart } from '../../lib/charts/column-chart';
import { DonutChart } from '../../lib/charts/donut-chart';
import { formatNumber } from '@reelist/domain';
import { countTitles, countViewings } from '../../lib/counts';
import { formatDecimal } from '../../lib/format';
import { Panel } from '../../lib/panel';
import { monthLong, monthShort, newShare } from './describe';
import type { YearReview } from './year-stats';
import styles from './year-review.module.css';

/** Viewings per month, January to December. */
export const MonthChart = memo(function MonthChart({ months }: { months: readonly number[] }) {
  const busiest = months.reduce((best, value, index) => (value > (months[best] ?? 0) ? index : best), 0);
  const { t } = useLingui();
  const month = monthLong(busiest);
  const viewings = countViewings(months[busiest] ?? 0);
  return (
    <Panel title={t`Month by month`} className={styles.wide}>
      <Chart
        label={t`Viewings by month`}
        description={t`Busiest month: ${month}, with ${viewings}.`}
        columns={[t`Month`, t`Viewings`]}
        rows={months.map((value, index) => ({
          key: index,
          label: monthLong(index),
          value: countViewings(value),
        }))}
      >
        <ColumnChart columns={months.map((value, index) => ({ key: index, label: monthShort(index), value }))} />
      </Chart>
    </Panel>
  );
});

/** The genres of the most titles, labelled by name beside the id. */
export const GenreChart = memo(function GenreChart({
  genres,
  genreName,
}: {
  genres: YearReview['genres'];
  genreName: (id: number) => string | undefined;
}) {
  const { t } = useLingui();
  const nameOf = (id: number) => genreName(id) ?? t`Genre #${id}`;
  const first = genres[0];
  const leader = first ? nameOf(first.id) : '';
  const leaderTitles = countTitles(first?.titles ?? 0);
  return (
    <Panel title={t`Top genres`}>
      {first ? (
        <Chart
          label={t`Top genres by titles watched`}
          description={t`${leader} leads with ${leaderTitles}.`}
          columns={[t`Genre`, t`Titles`]}
          rows={genres.map((g) => ({
            key: g.id,
            label: `${nameOf(g.id)} (#${g.id})`,
            value: countTitles(g.titles),
          }))}
        >
          <BarChart
            bars={genres.map((g) => ({ key: g.id, label: nameOf(g.id), value: g.titles, valueText: String(g.titles) }))}
          />
        </Chart>
      ) : (
        <p className={styles.muted}>
          <Trans>No genres known yet.</Trans>
        </p>
      )}
    </Panel>
  );
});

/** Titles by the decade they came out in. */
export const DecadeChart = memo(function DecadeChart({ decades }: { decades: YearReview['decades'] }) {
  const top = decades.reduce<(typeof decades)[number] | undefined>(
    (best, d) => (!best || d.titles > best.titles ? d : best),
    undefined,
  );
  const { t } = useLingui();
  const decadeOf = (decade: number) => t`${decade}s`;
  const topDecade = top?.decade ?? 0;
  const topTitles = countTitles(top?.titles ?? 0);
  return (
    <Panel title={t`Decades`}>
      {top ? (
        <Chart
          label={t`Titles by decade of release`}
          description={t`Most titles came out in the ${topDecade}s (${topTitles}).`}
          columns={[t`Decade`, t`Titles`]}
          rows={decades.map((d) => ({ key: d.decade, label: decadeOf(d.decade), value: countTitles(d.titles) }))}
        >
          <ColumnChart columns={decades.map((d) => ({ key: d.decade, label: decadeOf(d.decade), value: d.titles }))} />
        </Chart>
      ) : (
        <p className={styles.muted}>
          <Trans>No release years known yet.</Trans>
        </p>
      )}
    </Panel>
  );
});

/** How the visitor rated the year's titles, 1 to 5 stars (the ratings Detail shows). */
export const RatingChart = memo(function RatingChart({
  ratings,
  averageRating,
}: {
  ratings: readonly number[];
  averageRating: number | undefined;
}) {
  const rated = ratings.reduce((sum, n) => sum + n, 0);
  const { t } = useLingui();
  const ratedTitles = plural(rated, { one: '# rated title', other: '# rated titles' });
  const average = formatDecimal(averageRating ?? 0);
  const stars = (count: number) => plural(count, { one: '# star', other: '# stars' });
  return (
    <Panel title={t`Ratings`}>
      {averageRating !== undefined ? (
        <Chart
          label={t`Titles by your rating in stars`}
          description={t`${ratedTitles}, average ${average} out of 5 stars.`}
          columns={[t`Rating`, t`Titles`]}
          rows={ratings.map((n, index) => ({ key: index, label: stars(index + 1), value: countTitles(n) }))}
        >
          <ColumnChart columns={ratings.map((n, index) => ({ key: index, label: `${index + 1}★`, value: n }))} />
        </Chart>
      ) : (
        <p className={styles.muted}>
          <Trans>No ratings this year.</Trans>
        </p>
      )}
    </Panel>
  );
});

/** New-to-you viewings against rewatches. */
export const NewVersusRewatch = memo(function NewVersusRewatch({ review }: { review: YearReview }) {
  const share = newShare(review);
  const rewatchShare = 100 - share;
  const { t } = useLingui();
  const slices = [
    {
      key: 'new',
      label: t`New to you`,
      value: review.newToYou,
      valueText: `${formatNumber(review.newToYou)} (${share}%)`,
    },
    {
      key: 'rewatch',
      label: t`Rewatched`,
      value: review.rewatches,
      valueText: `${formatNumber(review.rewatches)} (${rewatchShare}%)`,
    },
  ];
  return (
    <Panel title={t`New to you or rewatched`}>
      <Chart
        label={t`New-to-you viewings and rewatches`}
        description={t`${share}% of the year's viewings were new to you, ${rewatchShare}% rewatches.`}
        columns={[t`Kind`, t`Viewings`]}
        rows={slices.map((s) => ({ key: s.key, label: s.label, value: s.valueText }))}
      >
        <DonutChart slices={slices} />
      </Chart>
    </Panel>
  );
});
