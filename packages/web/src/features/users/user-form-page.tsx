import { ROLES, type Role, type UserCreate, type UserPatch } from '@huella/contracts';
import { Button, Group, Loader, Paper, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { LoadFailurePage } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { blankMessages } from '../auth/blank-fields.ts';
import { can } from '../auth/permissions.ts';
import { useSession } from '../auth/session.ts';
import { useSaveUser, useUser } from './api.ts';
import { checkUserForm, type UserFormValues } from './user-form-validation.ts';

const EMPTY: UserFormValues = { username: '', name: '', password: '', repeat_password: '', old_password: '', email: '', role: 'other' };

/** `/users/edit` creates, `/users/:id/edit` edits (spec part 1 §2); the form opens once the user is loaded. */
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
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof UserFormValues, string>>>({});

  if (!session) return null;
  const creating = id === null;
  const showRole = can.setRoles(session.user);
  // Setting one's own password takes the current one (the server refuses it otherwise); another user's does not.
  const asksCurrent = id === session.user.id && values.password !== '';

  function set<K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = checkUserForm(values, creating, asksCurrent);
    const next: Partial<Record<keyof UserFormValues, string>> = {};
    for (const field of problems.blank) next[field] = blankMessages([field], t);
    if (problems.passwordMismatch) next.repeat_password = t('validation.password_mismatch');
    setErrors(next);
    if (problems.blank.length > 0 || problems.passwordMismatch) {
      const lines = [blankMessages(problems.blank, t), problems.passwordMismatch ? t('validation.password_mismatch') : ''];
      notifyError(lines.filter(Boolean).join('\n'));
      return;
    }
    const common = {
      username: values.username.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      ...(showRole ? { role: values.role as Role } : {}),
    };
    const password = values.password
      ? { password: values.password, repeat_password: values.repeat_password, ...(asksCurrent ? { old_password: values.old_password } : {}) }
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
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  }

  return (
    <Paper withBorder p="lg" maw={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={1} fz="h2">
            {creating ? t('users.new_title') : t('users.edit_title')}
          </Title>
          <TextInput label={t('fields.username')} required autoComplete="off" value={values.username} onChange={(e) => set('username', e.currentTarget.value)} error={errors.username} />
          <TextInput label={t('fields.name')} required autoComplete="name" value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
          <PasswordInput
            label={t('fields.password')}
            required={creating}
            description={creating ? undefined : t('users.password_keep')}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={errors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
          />
          <PasswordInput
            label={t('fields.repeat_password')}
            required={creating}
            autoComplete="new-password"
            value={values.repeat_password}
            onChange={(e) => set('repeat_password', e.currentTarget.value)}
            error={errors.repeat_password}
            visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
          />
          {asksCurrent ? (
            <PasswordInput
              label={t('fields.old_password')}
              required
              description={t('users.old_password_hint')}
              autoComplete="current-password"
              value={values.old_password}
              onChange={(e) => set('old_password', e.currentTarget.value)}
              error={errors.old_password}
              visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
            />
          ) : null}
          <TextInput label={t('fields.email')} required type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
          {showRole ? (
            <Select
              label={t('fields.role')}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              value={values.role}
              onChange={(role) => set('role', role ?? 'other')}
              allowDeselect={false}
              error={errors.role}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/users')}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
