import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { useSession } from '../features/auth/session.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireManager } from './guards/require-manager.tsx';
import { lazyNamed } from './lazy-named.ts';
import { MinimalLayout } from './layout/minimal-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { Suspended } from './page-loader.tsx';

// Everything a visitor of the public site does not need is loaded on demand (docs/public-site.md):
// the landing page and the login stay in the entry chunk, each other page is a chunk of its own.
const AppLayout = lazyNamed(() => import('./layout/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const UsersPage = lazyNamed(() => import('../features/users/users-page.tsx'), 'UsersPage');
const UserFormPage = lazyNamed(() => import('../features/users/user-form-page.tsx'), 'UserFormPage');
const MaterialsPage = lazyNamed(() => import('../features/materials/materials-page.tsx'), 'MaterialsPage');
const MaterialFormPage = lazyNamed(() => import('../features/materials/material-form-page.tsx'), 'MaterialFormPage');
const ReportsPage = lazyNamed(() => import('../features/reports/reports-page.tsx'), 'ReportsPage');
const ReportAddPage = lazyNamed(() => import('../features/reports/report-add-page.tsx'), 'ReportAddPage');
const ReportEditPage = lazyNamed(() => import('../features/reports/report-edit-page.tsx'), 'ReportEditPage');
const ReportTotalsPage = lazyNamed(() => import('../features/report-totals/report-totals-page.tsx'), 'ReportTotalsPage');
const PasswordPage = lazyNamed(() => import('../features/account/password-page.tsx'), 'PasswordPage');
const LegalNoticePage = lazyNamed(() => import('../features/legal/legal-notice-page.tsx'), 'LegalNoticePage');
const ProductPage = lazyNamed(() => import('../features/product/product-page.tsx'), 'ProductPage');
const ContactPage = lazyNamed(() => import('../features/contact/contact-page.tsx'), 'ContactPage');
const PrivacyPolicyPage = lazyNamed(() => import('../features/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage');
const TermsConditionsPage = lazyNamed(() => import('../features/legal/terms-conditions-page.tsx'), 'TermsConditionsPage');

/** The signed-in shell, behind the suspense boundary its own chunk needs. */
function SignedInShell() {
  return (
    <Suspended>
      <AppLayout />
    </Suspended>
  );
}

/** Unknown paths keep the shell the visitor is in: the app's when signed in, the public one otherwise. */
function ShellForSession() {
  return useSession() ? <SignedInShell /> : <PublicLayout />;
}

/** A page of the signed-in app: its own chunk, a loader while it comes. */
function appPage(Page: ComponentType) {
  return (
    <Suspended>
      <Page />
    </Suspended>
  );
}

// docs/spec/part-1.md §2. Screens of later issues (consumptions, stats, reviews) are not routed yet; the menu and the
// dashboard leave them out until their switch in built-screens.ts is flipped.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout fullWidth />,
    children: [{ path: '/', element: <LandingPage /> }],
  },
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/login',
        element: (
          <RedirectIfAuthenticated>
            <LoginPage />
          </RedirectIfAuthenticated>
        ),
      },
    ],
  },
  {
    // docs/spec/part-1.md §2: the top bar is hidden on these pages.
    element: <MinimalLayout />,
    children: [
      { path: '/product', element: <ProductPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-conditions', element: <TermsConditionsPage /> },
    ],
  },
  {
    element: (
      <RequireAuth>
        <SignedInShell />
      </RequireAuth>
    ),
    children: [
      { path: '/dashboard', element: appPage(DashboardPage) },
      { path: '/users', element: appPage(UsersPage) },
      { path: '/users/edit', element: <RequireManager>{appPage(UserFormPage)}</RequireManager> },
      { path: '/users/:id/edit', element: <RequireManager allowSelf>{appPage(UserFormPage)}</RequireManager> },
      { path: '/materials', element: appPage(MaterialsPage) },
      { path: '/materials/edit', element: <RequireManager>{appPage(MaterialFormPage)}</RequireManager> },
      { path: '/materials/:id/edit', element: <RequireManager>{appPage(MaterialFormPage)}</RequireManager> },
      { path: '/reports', element: appPage(ReportsPage) },
      { path: '/report/add', element: appPage(ReportAddPage) },
      { path: '/reports/:id/edit', element: appPage(ReportEditPage) },
      { path: '/reports/:id/totals', element: appPage(ReportTotalsPage) },
      { path: '/password', element: appPage(PasswordPage) },
      { path: '/legal-notice', element: appPage(LegalNoticePage) },
    ],
  },
  {
    element: <ShellForSession />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
