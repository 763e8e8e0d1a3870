import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { NOTICE_DURATION, notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { blankFields, blankMessages } from '../auth/blank-fields.ts';
import { useChangePassword } from './api.ts';

const EMPTY = { old_password: '', new_password1: '', new_password2: '' };
type Field = keyof typeof EMPTY;
const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;

export function PasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const blank = blankFields(values, FIELDS);
    const mismatch = values.new_password1 !== values.new_password2;
    const next: Partial<Record<Field, string>> = Object.fromEntries(blank.map((field) => [field, blankMessages([field], t)]));
    if (mismatch && !next.new_password2) next.new_password2 = t('validation.password_mismatch');
    setErrors(next);
    if (blank.length > 0 || mismatch) {
      notifyError([blankMessages(blank, t), mismatch ? t('validation.password_mismatch') : ''].filter(Boolean).join('\n'));
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        // docs/spec/part-1.md §9: the password notice stays 4 s.
        notifySuccess(t('notify.password_change_success'), NOTICE_DURATION.global);
        setValues(EMPTY);
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  }

  return (
    <Paper withBorder p="lg" maw={480}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={1} fz="h2">
            {t('account.title')}
          </Title>
          {FIELDS.map((field) => (
            <PasswordInput
              key={field}
              label={t(`fields.${field}`)}
              required
              autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
              value={values[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
              error={errors[field]}
              visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
            />
          ))}
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('account.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
