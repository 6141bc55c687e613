import type { SearchStats } from '@reelist/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { countSearches } from '../../lib/counts';
import { formatDecimal } from '../../lib/format';
import { BarChart } from '../../lib/charts/bar-chart';
import { Panel } from '../../lib/panel';
import styles from './analytics.module.css';

/** Totals, success rate and average results, then the ten most frequent queries (query text rendered as text). */
export function SearchStatistics({ stats }: { stats: SearchStats }) {
  const top = stats.topQueries ?? [];
  const { t } = useLingui();
  return (
    <Panel title={t`Search Statistics`}>
      <dl className={styles.figures}>
        <div>
          <dt>
            <Trans>Total Searches</Trans>
          </dt>
          <dd>{stats.totalSearches}</dd>
        </div>
        <div>
          <dt>
            <Trans>Success Rate</Trans>
          </dt>
          <dd>{Math.round(stats.successRate)}%</dd>
        </div>
        <div>
          <dt>
            <Trans>Avg Results</Trans>
          </dt>
          <dd>{formatDecimal(stats.averageResults)}</dd>
        </div>
      </dl>
      <h3 className={styles.subTitle}>
        <Trans>Top Searches</Trans>
      </h3>
      {top.length > 0 ? (
        <BarChart
          label={t`Most frequent searches`}
          bars={top.map(({ query, count }) => ({
            key: query,
            label: query,
            value: count,
            valueText: countSearches(count),
          }))}
        />
      ) : (
        <p className={styles.muted}>
          <Trans>No searches yet.</Trans>
        </p>
      )}
    </Panel>
  );
}
