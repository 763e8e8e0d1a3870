import type { Commodity } from '@huella/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { ResourceListPage } from '../../components/resource-list-page/resource-list-page.tsx';
import { can } from '../auth/permissions.ts';
import { useSession } from '../auth/session.ts';
import { useDeleteMaterial, useMaterials } from './api.ts';

export function MaterialsPage() {
  const { t } = useTranslation();
  usePageTitle(t('materials.title'));
  const session = useSession();
  const list = useListState([{ field: 'name', direction: 'asc' }]);
  const materials = useMaterials(list.params);
  const remove = useDeleteMaterial();
  if (!session) return null;
  const me = session.user;
  return (
    <ResourceListPage<Commodity>
      texts="materials"
      columns={[{ key: 'name', header: t('fields.name'), sortField: 'name', render: (m) => m.name }]}
      list={list}
      rows={materials}
      remove={remove}
      nameOf={(m) => m.name}
      newPath={can.createMaterial(me) ? '/materials/edit' : null}
      editPath={(m) => (can.editMaterial(me) ? `/materials/${m.id}/edit` : null)}
      canDelete={() => can.deleteMaterial(me)}
    />
  );
}
