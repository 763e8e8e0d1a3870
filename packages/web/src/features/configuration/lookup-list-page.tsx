import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title.ts';
import type { Column } from '../../components/data-table/data-table.tsx';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { ResourceListPage } from '../../components/resource-list-page/resource-list-page.tsx';
import { can } from '../auth/permissions.ts';
import { useSession } from '../auth/session.ts';
import { useDeleteLookup, useLookupList } from './api.ts';
import { LOOKUPS, type LookupKey, type LookupRow } from './lookups.ts';

export interface LookupListPageProps<K extends LookupKey> {
  lookup: K;
  columns: Column<LookupRow<K>>[];
  /** The first column's field, sorted ascending until the user sorts otherwise. */
  sortField: string;
  nameOf: (row: LookupRow<K>) => string;
}

/** A lookup's list: every user of the company reads it; the buttons follow the materials' rules (permissions.ts). */
export function LookupListPage<K extends LookupKey>({ lookup, columns, sortField, nameOf }: LookupListPageProps<K>) {
  const { t } = useTranslation();
  const { route, texts } = LOOKUPS[lookup];
  usePageTitle(t(`${texts}.title`));
  const session = useSession();
  const list = useListState([{ field: sortField, direction: 'asc' }]);
  const rows = useLookupList(lookup, list.params);
  const remove = useDeleteLookup(lookup);
  if (!session) return null;
  const me = session.user;
  return (
    <ResourceListPage<LookupRow<K>>
      texts={texts}
      columns={columns}
      list={list}
      rows={rows}
      remove={remove}
      nameOf={nameOf}
      newPath={can.createLookup(me) ? `${route}/edit` : null}
      editPath={(row) => (can.editLookup(me) ? `${route}/${row.id}/edit` : null)}
      canDelete={() => can.deleteLookup(me)}
    />
  );
}
