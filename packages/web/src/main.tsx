import './app/zod-jitless.ts';
import './app/styles/public-styles.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { sessionStore } from './features/auth/session.ts';
import { createI18n } from './i18n/i18n.ts';
import { toLanguage } from './i18n/language.ts';

const i18n = createI18n();
configureApi({ token: sessionStore.token, language: () => toLanguage(i18n.language) });
const queryClient = createQueryClient(i18n);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} />
  </StrictMode>,
);
