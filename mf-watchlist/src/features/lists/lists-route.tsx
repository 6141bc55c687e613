import { useLingui } from '@lingui/react/macro';
import { useRoute } from '@reelist/state';
import { useLists } from '@reelist/state/watch-log';
import { Spinner } from '@reelist/ui';
import { ListPage } from './list-page';
import { ListsPage } from './lists-page';

/** /lists and /lists/{id}: the lists are read once here, from the one store every tab shares. */
export function ListsRoute() {
  const { params } = useRoute();
  const lists = useLists();
  const { t } = useLingui();
  if (lists === null) return <Spinner label={t`Loading your lists...`} showLabel />;
  return params.id === undefined ? <ListsPage lists={lists} /> : <ListPage lists={lists} id={params.id} />;
}
