import { vi } from 'vitest';
import type { FormContext } from './stage-values.ts';
import type { ChildForm } from './use-child-form.ts';

/** Test data: the state a stage or storage form hands its shared parts, with spies for what they call. */
export function fixtureForm<V>(values: V, overrides: Partial<Omit<ChildForm<V>, 'context'>> & { context?: Partial<FormContext> } = {}): ChildForm<V> {
  const { context, ...rest } = overrides;
  return {
    values,
    change: vi.fn<(patch: Partial<V>) => void>(),
    errors: {},
    context: { allowedTags: [], onlyScope3: false, businessTrip: false, cargos: [], ...context },
    editing: false,
    pending: false,
    onSubmit: vi.fn<ChildForm<V>['onSubmit']>(),
    onCancel: vi.fn<() => void>(),
    ...rest,
  };
}
