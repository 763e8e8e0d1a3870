import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title.ts';
import { notifyError } from '../../components/notifications/notify.ts';
import { TranslatedText } from '../../components/translated-text.tsx';
import { useLogin } from './api.ts';
import { blankMessages } from './blank-fields.ts';
import { useHydrated } from '../../app/use-hydrated.ts';

interface LoginValues {
  username: string;
  password: string;
}

// The checks read the contract's schema, and zod is not in the entry chunk the public pages share
// (docs/public-site.md): the login fetches them when it opens, before the visitor has typed anything.
const loadChecks = () => import('./login-validation.ts');

async function validate({ username, password }: LoginValues): Promise<FormErrors> {
  // Checks that cannot load leave the form to the server, whose 400 names the empty field.
  const checks = await loadChecks().catch(() => null);
  const blank = checks?.loginBlankField(username, password) ?? null;
  if (blank === null) return {};
  return { [blank === 'user' ? 'username' : 'password']: <TranslatedText text={(t) => blankMessages([blank], t)} /> };
}

/** After a successful login the session exists, and the /login guard moves on to the redirect target. */
export function LoginPage() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const login = useLogin();
  // An error stays until the next submit, not until the next key pressed.
  const form = useForm<LoginValues>({ initialValues: { username: '', password: '' }, validate, clearInputErrorOnChange: false });
  useEffect(() => void loadChecks().catch(() => undefined), []);

  const onSubmit = form.onSubmit(
    ({ username, password }) => login.mutate({ username: username.trim(), password }),
    // docs/spec/part-1.md §5: one field is named, beside it and in the notice.
    (errors) => notifyError(blankMessages([errors.username ? 'user' : 'password'], t)),
  );

  return (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} fz="h2">
              {t('login.title')}
            </Title>
            {/* Until the scripts own the page the form waits: typed into the written-out page, the fields would be lost. */}
            <TextInput
              label={t('fields.username')}
              name="username"
              autoComplete="username"
              disabled={!hydrated}
              {...form.getInputProps('username')}
              data-autofocus
            />
            <PasswordInput
              label={t('fields.password')}
              name="password"
              autoComplete="current-password"
              disabled={!hydrated}
              {...form.getInputProps('password')}
              visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
            />
            <Button type="submit" disabled={!hydrated} loading={login.isPending}>
              {t('login.submit')}
            </Button>
            <Anchor component={Link} to="/" fz="sm" ta="center">
              {t('login.no_account')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
