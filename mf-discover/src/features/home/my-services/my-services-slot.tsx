import { lazy, Suspense } from 'react';
import { usePreferences } from '@reelist/state';
import { afterPageSettles } from '@reelist/ui';
import { TitleCarousel } from '../title-carousel';

// Both load only when needed, so Home's first screen carries just this gate: the carousel's data code when services
// are chosen, the prompt (once Home has settled) when none are and it was not dismissed.
const loadNewOnServices = (services: readonly number[], region: string, signal: AbortSignal) =>
  import('./get-new-on-services').then(({ getNewOnServices }) => getNewOnServices(services, region, signal));

// Once Home has settled (the load event, 2 s more for the first cards, then an idle moment): the first screen first.
const ServicesPrompt = lazy(() =>
  new Promise<void>((settled) => afterPageSettles(settled)).then(() => import('./services-prompt')),
);

/** "New on your services" when services are chosen; otherwise, until dismissed, the prompt to pick them. */
export function MyServicesSlot() {
  const { myServices, preferredRegion, servicesPromptDismissed } = usePreferences().preferences;
  if (myServices.length > 0)
    return (
      <TitleCarousel
        title="New on your services"
        viewAllHref="/search?services=1&sort=release_date.desc"
        queryKey={`new-on-services|${preferredRegion}|${myServices.join()}`}
        load={(signal) => loadNewOnServices(myServices, preferredRegion, signal)}
        mediaType="movie"
      />
    );
  return servicesPromptDismissed ? null : (
    <Suspense>
      <ServicesPrompt />
    </Suspense>
  );
}
