import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { titleIdentity, titleMediaType, titleName } from '@reelist/contracts';
import { streamingServices } from '@reelist/domain';
import type { Pick } from '../categories';
import { usePreferences } from '@reelist/state';
import { refreshAvailability, useKnownAvailability } from '@reelist/state/availability';
import { EmptyState, icons, Spinner } from '@reelist/ui';
import { RecommendationGrid } from '../category-row';

export interface StreamableNowProps {
  items: readonly Pick[];
  genreName: (id: number) => string | undefined;
}

/**
 * "Streamable now": the recommendations one of my services streams in my region (subscription, free or with
 * ads). Each title's offers are fetched once a day (paced, shared with the Watchlist's), so opening the tab again
 * asks nothing.
 */
export default function StreamableNow({ items, genreName }: StreamableNowProps) {
  const { myServices, preferredRegion } = usePreferences().preferences;
  const known = useKnownAvailability();
  const { t } = useLingui();

  const [checking, setChecking] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setChecking(true);
    const titles = items.map(({ title }) => ({
      id: title.id,
      media_type: titleMediaType(title),
      title: titleName(title),
    }));
    void refreshAvailability(titles, {
      region: preferredRegion,
      services: myServices,
      recordArrivals: false,
      signal: controller.signal,
    }).finally(() => {
      if (!controller.signal.aborted) setChecking(false);
    });
    return () => controller.abort();
  }, [items, myServices, preferredRegion]);

  const streamable = useMemo(
    () =>
      items.filter(({ title }) => {
        const entry = known?.[titleIdentity(titleMediaType(title), title.id)];
        return entry?.region === preferredRegion && streamingServices(entry.offers, myServices).length > 0;
      }),
    [items, known, myServices, preferredRegion],
  );

  if (streamable.length > 0) return <RecommendationGrid items={streamable} genreName={genreName} />;
  if (checking) return <Spinner label={t`Checking your services`} />;
  return (
    <EmptyState
      headingLevel={2}
      icon={icons.tv}
      title={t`Nothing streamable now`}
      message={t`None of your recommendations streams on your services in your region right now.`}
    />
  );
}
