import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSession } from '../features/auth/session.ts';
import { RequireConsumptions } from '../features/consumptions/require-consumptions.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireManager } from './guards/require-manager.tsx';
import { lazyNamed } from './lazy-named.ts';
import { MinimalLayout } from './layout/minimal-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { usePageData } from './page-data.ts';
import { Suspended } from './page-loader.tsx';

// Everything a visitor of the landing page does not need is loaded on demand (docs/performance.md): the landing page
// stays in the entry chunk, each other page is a chunk of its own, the login's too (its form library is not the
// landing page's).
const LoginPage = lazyNamed(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const AppLayout = lazyNamed(() => import('./layout/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const UsersPage = lazyNamed(() => import('../features/users/users-page.tsx'), 'UsersPage');
const UserFormPage = lazyNamed(() => import('../features/users/user-form-page.tsx'), 'UserFormPage');
const MaterialsPage = lazyNamed(() => import('../features/materials/materials-page.tsx'), 'MaterialsPage');
const MaterialFormPage = lazyNamed(() => import('../features/materials/material-form-page.tsx'), 'MaterialFormPage');
const ConfigurationLayout = lazyNamed(() => import('../features/configuration/configuration-layout.tsx'), 'ConfigurationLayout');
const CentersPage = lazyNamed(() => import('../features/configuration/centers-page.tsx'), 'CentersPage');
const CenterFormPage = lazyNamed(() => import('../features/configuration/center-form-page.tsx'), 'CenterFormPage');
const SuppliersPage = lazyNamed(() => import('../features/configuration/suppliers-page.tsx'), 'SuppliersPage');
const SupplierFormPage = lazyNamed(() => import('../features/configuration/supplier-form-page.tsx'), 'SupplierFormPage');
const CarFamiliesPage = lazyNamed(() => import('../features/configuration/car-families-page.tsx'), 'CarFamiliesPage');
const CarFamilyFormPage = lazyNamed(() => import('../features/configuration/car-family-form-page.tsx'), 'CarFamilyFormPage');
const CarsPage = lazyNamed(() => import('../features/configuration/cars-page.tsx'), 'CarsPage');
const CarFormPage = lazyNamed(() => import('../features/configuration/car-form-page.tsx'), 'CarFormPage');
const AccountsPage = lazyNamed(() => import('../features/configuration/accounts-page.tsx'), 'AccountsPage');
const AccountFormPage = lazyNamed(() => import('../features/configuration/account-form-page.tsx'), 'AccountFormPage');
const ReviewsPage = lazyNamed(() => import('../features/reviews/reviews-page.tsx'), 'ReviewsPage');
const ReviewEditorPage = lazyNamed(() => import('../features/reviews/review-editor-page.tsx'), 'ReviewEditorPage');
const ReportsPage = lazyNamed(() => import('../features/reports/reports-page.tsx'), 'ReportsPage');
const ReportAddPage = lazyNamed(() => import('../features/reports/report-add-page.tsx'), 'ReportAddPage');
const ReportEditPage = lazyNamed(() => import('../features/reports/report-edit-page.tsx'), 'ReportEditPage');
const ReportTotalsPage = lazyNamed(() => import('../features/report-totals/report-totals-page.tsx'), 'ReportTotalsPage');
const ConsumptionsPage = lazyNamed(() => import('../features/consumptions/consumptions-page.tsx'), 'ConsumptionsPage');
const ConsumptionAddPage = lazyNamed(() => import('../features/consumptions/consumption-add-page.tsx'), 'ConsumptionAddPage');
const ConsumptionEditPage = lazyNamed(() => import('../features/consumptions/consumption-edit-page.tsx'), 'ConsumptionEditPage');
const ConsumptionTotalsPage = lazyNamed(
  () => import('../features/consumption-totals/consumption-totals-page.tsx'),
  'ConsumptionTotalsPage',
);
const StatisticsPage = lazyNamed(() => import('../features/statistics/statistics-page.tsx'), 'StatisticsPage');
const ImportsPage = lazyNamed(() => import('../features/imports/imports-page.tsx'), 'ImportsPage');
const ActivityLogPage = lazyNamed(() => import('../features/audit-log/activity-log-page.tsx'), 'ActivityLogPage');
const PasswordPage = lazyNamed(() => import('../features/account/password-page.tsx'), 'PasswordPage');
const LegalNoticePage = lazyNamed(() => import('../features/legal/legal-notice-page.tsx'), 'LegalNoticePage');
const ProductPage = lazyNamed(() => import('../features/product/product-page.tsx'), 'ProductPage');
const ContactPage = lazyNamed(() => import('../features/contact/contact-page.tsx'), 'ContactPage');
const PrivacyPolicyPage = lazyNamed(() => import('../features/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage');
const TermsConditionsPage = lazyNamed(() => import('../features/legal/terms-conditions-page.tsx'), 'TermsConditionsPage');

// The written-out public pages (prerender/public-pages.json) whose code is a chunk of its own.
export const PRERENDERED_PAGES: Record<string, { preload: () => Promise<void> }> = {
  '/login': LoginPage,
  '/product': ProductPage,
  '/contact': ContactPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-conditions': TermsConditionsPage,
};

/**
 * Fetches the chunk of the written-out page at `pathname`, if it has one: hydrated with it at hand, the page is taken
 * over in one pass instead of waiting behind a suspended boundary that an update above it would redraw as a spinner.
 */
export function preloadPrerenderedPage(pathname: string): Promise<void> {
  return PRERENDERED_PAGES[pathname]?.preload() ?? Promise.resolve();
}

/** The signed-in shell, behind the suspense boundary its own chunk needs; the page's first data starts meanwhile. */
function SignedInShell() {
  usePageData();
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

/** A consumption page, which only-scope-3 companies do not have. */
function consumptionPage(Page: ComponentType) {
  return <RequireConsumptions>{appPage(Page)}</RequireConsumptions>;
}

/** A page of the signed-in app: its own chunk, a loader while it comes. */
function appPage(Page: ComponentType) {
  return (
    <Suspended>
      <Page />
    </Suspended>
  );
}

/** A list and its form: `<list>/edit` creates, `<list>/:id/edit` edits, both for super and admin users (docs/spec/part-1.md §2). */
function listAndFormRoutes(list: string, List: ComponentType, Form: ComponentType): RouteObject[] {
  return [
    { path: list, element: appPage(List) },
    { path: `${list}/edit`, element: <RequireManager>{appPage(Form)}</RequireManager> },
    { path: `${list}/:id/edit`, element: <RequireManager>{appPage(Form)}</RequireManager> },
  ];
}

// docs/spec/part-1.md §2. A screen of a later issue is routed with its switch in built-screens.ts flipped, so the menu
// and the dashboard offer it from then on.
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
            <Suspended>
              <LoginPage />
            </Suspended>
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
      // docs/decisions/0014-audit-log.md: super users only; the page tells anyone else so.
      { path: '/activity', element: appPage(ActivityLogPage) },
      {
        // docs/spec/part-1.md §1: Configuration leads to the materials, beside the consumption lookups of issue #12.
        element: (
          <Suspended>
            <ConfigurationLayout />
          </Suspended>
        ),
        children: [
          ...listAndFormRoutes('/materials', MaterialsPage, MaterialFormPage),
          // docs/spec/part-1.md §2: the reviews list (a platform tab) and each review's editor, a view for other users.
          { path: '/reviews', element: appPage(ReviewsPage) },
          { path: '/reviews/:id', element: appPage(ReviewEditorPage) },
        ],
      },
      {
        // Only companies with consumptions have these lookups; the layout tells an only-scope-3 one so.
        element: (
          <Suspended>
            <ConfigurationLayout lookups />
          </Suspended>
        ),
        children: [
          { path: '/configuration', element: <Navigate to="/materials" replace /> },
          ...listAndFormRoutes('/configuration/centers', CentersPage, CenterFormPage),
          ...listAndFormRoutes('/configuration/suppliers', SuppliersPage, SupplierFormPage),
          ...listAndFormRoutes('/configuration/car-families', CarFamiliesPage, CarFamilyFormPage),
          ...listAndFormRoutes('/configuration/cars', CarsPage, CarFormPage),
          ...listAndFormRoutes('/configuration/accounts', AccountsPage, AccountFormPage),
        ],
      },
      { path: '/reports', element: appPage(ReportsPage) },
      { path: '/report/add', element: appPage(ReportAddPage) },
      { path: '/reports/:id/edit', element: appPage(ReportEditPage) },
      { path: '/reports/:id/totals', element: appPage(ReportTotalsPage) },
      // docs/spec/part-2.md §2.3: every signed-in user sees it; only super users import (docs/import.md).
      { path: '/imports', element: appPage(ImportsPage) },
      // docs/spec/part-1.md §2 and docs/spec/part-2.md §2.4–§2.6.
      { path: '/consumptions', element: consumptionPage(ConsumptionsPage) },
      { path: '/consumptions/add', element: consumptionPage(ConsumptionAddPage) },
      { path: '/consumptions/:id/edit', element: consumptionPage(ConsumptionEditPage) },
      { path: '/consumptions/:id/totals', element: consumptionPage(ConsumptionTotalsPage) },
      // docs/spec/part-2.md §2.7: every role; the tabs follow the company (only_scope3 has four).
      { path: '/stats', element: appPage(StatisticsPage) },
      { path: '/password', element: appPage(PasswordPage) },
      { path: '/legal-notice', element: appPage(LegalNoticePage) },
    ],
  },
  {
    element: <ShellForSession />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];
