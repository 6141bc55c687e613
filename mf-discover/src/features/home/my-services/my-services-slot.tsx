import { useLingui } from '@lingui/react/macro';
import { usePreferences } from '@reelist/state';
import { TitleCarousel } from '../title-carousel';

// The carousel's data code loads only when services are chosen, so Home's first screen carries just this gate.
const loadNewOnServices = (services: readonly number[], region: string, signal: AbortSignal) =>
  import('./get-new-on-services').then(({ getNewOnServices }) => getNewOnServices(services, region, signal));

/** "New on your services" when services are chosen (until then, Home shows the ServicesPrompt card). */
export function MyServicesSlot() {
  const { myServices, preferredRegion } = usePreferences().preferences;
  const { t } = useLingui();
  if (myServices.length === 0) return null;
  return (
    <TitleCarousel
      title={t`New on your services`}
      viewAllHref="/search?services=1&sort=release_date.desc"
      queryKey={`new-on-services|${preferredRegion}|${myServices.join()}`}
      load={(signal) => loadNewOnServices(myServices, preferredRegion, signal)}
      mediaType="movie"
    />
  );
}
