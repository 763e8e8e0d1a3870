import { type FormEvent, useState } from 'react';
import { notifyError } from '../../components/notifications/notify.ts';
import type { ChildPath } from './api.ts';
import type { ChildFormProps } from './child-form-props.ts';
import type { FormContext } from './stage-values.ts';
import { useChildSubmit } from './use-child-submit.ts';

/** What the shared parts of a child's form (operated-by select, footer) read and change. */
export interface ChildForm<V, C = FormContext> {
  values: V;
  change: (patch: Partial<V>) => void;
  errors: Record<string, string>;
  context: C;
  /** A record is loaded for edit (the submit button saves it instead of adding one). */
  editing: boolean;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Clears the form, whether it holds a new record or one loaded for edit (docs/spec/part-2.md §4). */
  onCancel: () => void;
}

export interface ChildFormOptions<T, V, C = FormContext> {
  path: ChildPath;
  /** The values of the record loaded for edit. */
  valuesOf: (record: T) => V;
  /** The values of a new record. */
  empty: () => V;
  toInput: (values: V, context: C) => unknown;
  /** Recomputes what the changed fields imply (the road payload) before the values are kept. */
  derive?: (next: V, patch: Partial<V>) => V;
  /** An error notice to show while the save still proceeds (docs/spec/part-2.md §5: a rail stage with no cargo). */
  warnOnSave?: (values: V) => string | null;
}

/**
 * The values of one stage, storage, consumption or voyage form and their save. setValues stays beside the form for changes that
 * depend on the current values (a new aircraft type resets the model, a new ship load type the ship type).
 */
export function useChildForm<T extends { id: number }, V, C = FormContext>(
  { reportId, editing, context, onDone }: ChildFormProps<T, C>,
  { path, valuesOf, empty, toInput, derive, warnOnSave }: ChildFormOptions<T, V, C>,
) {
  const [values, setValues] = useState<V>(() => (editing ? valuesOf(editing) : empty()));
  const { submit, errors, pending } = useChildSubmit(reportId, path, editing?.id ?? null, onDone);

  const form: ChildForm<V, C> = {
    values,
    change: (patch) =>
      setValues((current) => {
        const next = { ...current, ...patch };
        return derive ? derive(next, patch) : next;
      }),
    errors,
    context,
    editing: editing !== null,
    pending,
    onSubmit: (event) => {
      event.preventDefault();
      const warning = warnOnSave?.(values);
      if (warning) notifyError(warning);
      submit(toInput(values, context));
    },
    onCancel: onDone,
  };
  return { form, setValues };
}
