import type { Account } from '@huella/contracts';

/** A cost account as the selects name it: its code, then its name ("628 · Energy"). */
export function accountOptions(accounts: readonly Account[] | undefined): { id: number; name: string }[] | undefined {
  return accounts?.map((account) => ({ id: account.id, name: `${account.code} · ${account.name}` }));
}
