import type { User } from '@huella/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { ResourceListPage } from '../../components/resource-list-page/resource-list-page.tsx';
import { can } from '../auth/permissions.ts';
import { sessionStore, useSession } from '../auth/session.ts';
import { useDeleteUser, useUsers } from './api.ts';

export function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.title'));
  const session = useSession();
  const list = useListState([{ field: 'username', direction: 'asc' }]);
  const users = useUsers(list.params);
  const remove = useDeleteUser();
  if (!session) return null;
  const me = session.user;
  return (
    <ResourceListPage<User>
      texts="users"
      columns={[
        { key: 'username', header: t('fields.username'), sortField: 'username', render: (u) => u.username },
        { key: 'name', header: t('fields.name'), sortField: 'name', render: (u) => u.name },
        { key: 'email', header: t('fields.email'), sortField: 'email', render: (u) => u.email },
      ]}
      list={list}
      rows={users}
      remove={remove}
      nameOf={(u) => u.username}
      newPath={can.createUser(me) ? '/users/edit' : null}
      editPath={(u) => (can.editUser(me, u.id) ? `/users/${u.id}/edit` : null)}
      canDelete={(u) => can.deleteUser(me, u.id)}
      // Deleting oneself ends the session: the token belonged to the deleted user.
      onDeleted={(u) => {
        if (u.id === me.id) sessionStore.clear();
      }}
    />
  );
}
