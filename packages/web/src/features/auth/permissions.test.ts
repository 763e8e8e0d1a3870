import type { Role } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { currentUserOf } from '../../test/current-user.ts';
import { can } from './permissions.ts';

const me = (role: Role) => currentUserOf({ role });

describe('can (docs/spec/part-1.md §6)', () => {
  it('lets super and admin create users, and everyone edit themselves', () => {
    expect([can.createUser(me('super')), can.createUser(me('admin')), can.createUser(me('other'))]).toEqual([true, true, false]);
    expect(can.editUser(me('other'), 7)).toBe(true);
    expect(can.editUser(me('other'), 8)).toBe(false);
    expect(can.editUser(me('admin'), 8)).toBe(true);
  });

  it('lets only super delete other users, and everyone delete themselves', () => {
    expect(can.deleteUser(me('super'), 8)).toBe(true);
    expect(can.deleteUser(me('admin'), 8)).toBe(false);
    expect(can.deleteUser(me('other'), 7)).toBe(true);
  });

  it('lets only super set roles', () => {
    expect([can.setRoles(me('super')), can.setRoles(me('admin')), can.setRoles(me('other'))]).toEqual([true, false, false]);
  });

  it('lets super and admin create and delete materials, and only super edit them', () => {
    expect([can.createMaterial(me('admin')), can.deleteMaterial(me('admin')), can.editMaterial(me('admin'))]).toEqual([true, true, false]);
    expect([can.createMaterial(me('other')), can.deleteMaterial(me('other')), can.editMaterial(me('other'))]).toEqual([false, false, false]);
    expect(can.editMaterial(me('super'))).toBe(true);
  });

  it('gives the consumption lookups the materials\' rules: super and admin create and delete, only super edits', () => {
    expect([can.createLookup(me('admin')), can.deleteLookup(me('admin')), can.editLookup(me('admin'))]).toEqual([true, true, false]);
    expect([can.createLookup(me('other')), can.deleteLookup(me('other')), can.editLookup(me('other'))]).toEqual([false, false, false]);
    expect([can.createLookup(me('super')), can.deleteLookup(me('super')), can.editLookup(me('super'))]).toEqual([true, true, true]);
  });
});
