import { isManager, type CurrentUser } from '@huella/contracts';

/** docs/spec/part-1.md §6. The server enforces the same rules; these only decide what to show. */

export const can = {
  createUser: (me: CurrentUser) => isManager(me.role),
  editUser: (me: CurrentUser, userId: number) => isManager(me.role) || me.id === userId,
  deleteUser: (me: CurrentUser, userId: number) => me.role === 'super' || me.id === userId,
  setRoles: (me: CurrentUser) => me.role === 'super',
  createMaterial: (me: CurrentUser) => isManager(me.role),
  // "edit effectively super": the API answers 403 to anyone else.
  editMaterial: (me: CurrentUser) => me.role === 'super',
  deleteMaterial: (me: CurrentUser) => isManager(me.role),
  // The consumption lookups (centers, suppliers, car families, cars, cost accounts) follow the materials' rules.
  createLookup: (me: CurrentUser) => isManager(me.role),
  editLookup: (me: CurrentUser) => me.role === 'super',
  deleteLookup: (me: CurrentUser) => isManager(me.role),
};
