import { ROLES, type Role, type UserCreate, type UserPatch } from '@huella/contracts';
import { Loader, PasswordInput, Select, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { LoadFailurePage } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { FormCard } from '../../components/form-card.tsx';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { blankMessages } from '../auth/blank-fields.ts';
import { can } from '../auth/permissions.ts';
import { useSession } from '../auth/session.ts';
import { useSaveUser, useUser } from './api.ts';
import { checkUserForm, type UserFormProblems, type UserFormValues } from './user-form-validation.ts';

/** Each problem beside its field, written in the language of the moment the form was sent. */
function problemErrors(problems: UserFormProblems, t: TFunction): FormErrors {
  const errors: FormErrors = {};
  for (const field of problems.blank) errors[field] = blankMessages([field], t);
  if (problems.passwordMismatch) errors.repeat_password = t('validation.password_mismatch');
  return errors;
}

const EMPTY: UserFormValues = { username: '', name: '', password: '', repeat_password: '', old_password: '', email: '', role: 'other' };

/** `/users/edit` creates, `/users/:id/edit` edits (docs/spec/part-1.md §2); the form opens once the user is loaded. */
export function UserFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const user = useUser(id);
  usePageTitle(id === null ? t('users.new_title') : t('users.edit_title'));
  if (id === null) return <UserForm id={null} initial={EMPTY} />;
  if (user.error) return <LoadFailurePage record="user" id={id} error={user.error} />;
  if (!user.data) return <Loader aria-label={t('common.loading')} />;
  const { username, name, email, role } = user.data;
  return <UserForm key={id} id={id} initial={{ ...EMPTY, username, name, email, role }} />;
}

function UserForm({ id, initial }: { id: number | null; initial: UserFormValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const save = useSaveUser();
  const creating = id === null;
  // Setting one's own password takes the current one (the server refuses it otherwise); another user's does not.
  const asksCurrentFor = (values: UserFormValues) => id === session?.user.id && values.password !== '';
  const problemsOf = (values: UserFormValues) => checkUserForm(values, creating, asksCurrentFor(values));
  // An error stays until the next submit, not until the next key pressed.
  const form = useForm<UserFormValues>({ initialValues: initial, validate: (values) => problemErrors(problemsOf(values), t), clearInputErrorOnChange: false });

  if (!session) return null;
  const showRole = can.setRoles(session.user);
  const asksCurrent = asksCurrentFor(form.values);

  function notifyProblems(values: UserFormValues) {
    const problems = problemsOf(values);
    const lines = [blankMessages(problems.blank, t), problems.passwordMismatch ? t('validation.password_mismatch') : ''];
    notifyError(lines.filter(Boolean).join('\n'));
  }

  function submit(values: UserFormValues) {
    const common = {
      username: values.username.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      ...(showRole ? { role: values.role as Role } : {}),
    };
    const password = values.password
      ? { password: values.password, repeat_password: values.repeat_password, ...(asksCurrentFor(values) ? { old_password: values.old_password } : {}) }
      : {};
    const input =
      id === null
        ? { id, values: { ...common, password: values.password, repeat_password: values.repeat_password } satisfies UserCreate }
        : { id, values: { ...common, ...password } satisfies UserPatch };
    save.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('notify.success'));
        void navigate('/users');
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  }

  return (
    <FormCard
      title={creating ? t('users.new_title') : t('users.edit_title')}
      onSubmit={form.onSubmit(submit, (_errors, values) => notifyProblems(values))}
      onCancel={() => void navigate('/users')}
      saving={save.isPending}
      maw={560}
    >
      <TextInput label={t('fields.username')} required autoComplete="off" {...form.getInputProps('username')} />
      <TextInput label={t('fields.name')} required autoComplete="name" {...form.getInputProps('name')} />
      <PasswordInput
        label={t('fields.password')}
        required={creating}
        description={creating ? undefined : t('users.password_keep')}
        autoComplete="new-password"
        {...form.getInputProps('password')}
        visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
      />
      <PasswordInput
        label={t('fields.repeat_password')}
        required={creating}
        autoComplete="new-password"
        {...form.getInputProps('repeat_password')}
        visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
      />
      {asksCurrent ? (
        <PasswordInput
          label={t('fields.old_password')}
          required
          description={t('users.old_password_hint')}
          autoComplete="current-password"
          {...form.getInputProps('old_password')}
          visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
        />
      ) : null}
      <TextInput label={t('fields.email')} required type="email" autoComplete="email" {...form.getInputProps('email')} />
      {showRole ? (
        <Select
          label={t('fields.role')}
          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          {...form.getInputProps('role')}
          onChange={(role) => form.setFieldValue('role', role ?? 'other')}
          allowDeselect={false}
        />
      ) : null}
    </FormCard>
  );
}
