import { useLingui } from '@lingui/react/macro';
import type { PersonDetails } from '@reelist/contracts';
import { useFollowedPeople } from '@reelist/state/watch-log';
import { loadWatchLog } from '@reelist/storage';
import { Button, icons } from '@reelist/ui';

/**
 * Follow / Following (a toggle: aria-pressed). Following keeps the person's name, photo and every credit with its
 * date, which is what the daily check compares their credits with later.
 */
export function FollowButton({ person }: { person: PersonDetails }) {
  const { t } = useLingui();
  const followed = useFollowedPeople();
  const following = followed?.some((other) => other.id === person.id) ?? false;
  const toggle = () =>
    // The store is in the watch log's chunk, which this page has loaded or is loading for the marks.
    void loadWatchLog().then(({ followedPeopleStore, knownCredits }) => {
      if (following) followedPeopleStore.unfollow(person.id);
      else
        followedPeopleStore.follow({
          id: person.id,
          name: person.name,
          profile_path: person.profile_path,
          known: knownCredits(person),
        });
    });
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      icon={following ? icons.check : icons.plus}
      aria-pressed={following}
      onClick={toggle}
    >
      {following ? t`Following` : t`Follow`}
    </Button>
  );
}
