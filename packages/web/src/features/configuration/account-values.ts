import type { Account } from '@huella/contracts';
import type { LookupBody } from './lookups.ts';

export interface AccountFormValues {
  code: string;
  name: string;
}

export function accountFormValues(account: Account | null): AccountFormValues {
  return { code: account?.code ?? '', name: account?.name ?? '' };
}

/** Code first, as the form shows it, so a blank code is named first. */
export function accountBody(values: AccountFormValues): LookupBody<'accounts'> {
  return { code: values.code.trim(), name: values.name.trim() };
}
