import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title.ts';
import { notifyError } from '../../components/notifications/notify.ts';
import { useLogin } from './api.ts';
import { blankMessages } from './blank-fields.ts';
import { loginBlankField } from './login-validation.ts';

/** After a successful login the session exists, and the /login guard moves on to the redirect target. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState<'user' | 'password' | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = loginBlankField(username, password);
    setBlank(missing);
    if (missing) {
      notifyError(blankMessages([missing], t));
      return;
    }
    login.mutate({ username: username.trim(), password });
  }

  const blankText = blank ? blankMessages([blank], t) : undefined;

  return (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} fz="h2">
              {t('login.title')}
            </Title>
            <TextInput
              label={t('fields.username')}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              error={blank === 'user' ? blankText : undefined}
              data-autofocus
            />
            <PasswordInput
              label={t('fields.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={blank === 'password' ? blankText : undefined}
              visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_password') }}
            />
            <Button type="submit" loading={login.isPending}>
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
