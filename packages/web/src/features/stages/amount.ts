/** What a number input holds: a number, or '' while empty (Mantine gives '' or a partial text then). */
export type Amount = number | '';

export function amountOf(value: number | string): Amount {
  return typeof value === 'number' ? value : '';
}

export function amountOrNull(value: Amount): number | null {
  return value === '' ? null : value;
}

export function fromNullable(value: number | null | undefined): Amount {
  return value ?? '';
}
