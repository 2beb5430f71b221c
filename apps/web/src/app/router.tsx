import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { SignedInOnly, SignedOutOnly } from './guards';
import { lazyPage } from '../lib/lazy-load';
import { districtConsoleRoutes, operatorConsoleRoutes } from './console-routes';
import { page, translatedPage } from './route-page';
import { RouteError } from './route-error';
import { UnknownPath } from './unknown-path';
import { SignInPage } from '../features/sign-in/sign-in-page';

/** The route table of spec §2: signed-out pages, signed-in pages, public legal pages. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <AppLayoutFallback />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          {
            index: true,
            handle: { title: 'Sign In' },
            // In the first script, not a chunk of its own: most visits start here, and the
            // page then paints without a second round trip.
            Component: SignInPage,
          },
          page(
            decodeURIComponent(paths.sso(':slug')),
            'Sign In',
            lazyPage(
              () => import('../features/sso/district-sign-in-page'),
              (m) => m.DistrictSignInPage,
            ),
          ),
          page(
            paths.register.choose,
            'Create an Account',
            lazyPage(
              () => import('../features/register/register-page'),
              (m) => m.RegisterPage,
            ),
          ),
          page(
            paths.register.individual,
            'Individual Account',
            lazyPage(
              () => import('../features/subscription/individual-page'),
              (m) => m.IndividualPage,
            ),
          ),
          page(
            paths.register.district,
            'School District Estimate',
            lazyPage(
              () => import('../features/estimate/estimate-page'),
              (m) => m.EstimatePage,
            ),
          ),
          page(
            paths.register.code,
            'Create Your Account',
            lazyPage(
              () => import('../features/register/register-code-page'),
              (m) => m.RegisterCodePage,
            ),
          ),
          page(
            paths.register.complete,
            'Complete Registration',
            lazyPage(
              () => import('../features/subscription/complete-registration-page'),
              (m) => m.CompleteRegistrationPage,
            ),
          ),
          page(
            paths.passwordReset,
            'Reset Your Password',
            lazyPage(
              () => import('../features/password-reset/request-reset-page'),
              (m) => m.RequestResetPage,
            ),
          ),
          page(
            '/pwreset-form/:token',
            'Choose a New Password',
            lazyPage(
              () => import('../features/password-reset/reset-form-page'),
              (m) => m.ResetFormPage,
            ),
          ),
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          page(
            paths.dashboard,
            'Dashboard',
            lazyPage(
              () => import('../features/dashboard/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          ),
          {
            // Loaded with the first licensed page: the licence rules are not every page's.
            lazy: lazyPage(
              () => import('./licensed-only'),
              (m) => m.LicensedOnly,
            ),
            children: [
              page(
                paths.students.list,
                'My Students',
                lazyPage(
                  () => import('../features/students/students-page'),
                  (m) => m.StudentsPage,
                ),
              ),
              page(
                paths.builder.strengths,
                'Identify Strengths',
                lazyPage(
                  () => import('../features/builder/strengths-step'),
                  (m) => m.StrengthsStep,
                ),
              ),
              page(
                paths.builder.needs,
                'Identify Needs',
                lazyPage(
                  () => import('../features/builder/needs-step'),
                  (m) => m.NeedsStep,
                ),
              ),
              page(
                paths.builder.prioritize,
                'Prioritize Needs',
                lazyPage(
                  () => import('../features/builder/prioritize-step'),
                  (m) => m.PrioritizeStep,
                ),
              ),
              page(
                paths.builder.select,
                'Select Accommodations',
                lazyPage(
                  () => import('../features/builder/select-step'),
                  (m) => m.SelectStep,
                ),
              ),
              page(
                paths.builder.export,
                'Export and Share Trellis Plan',
                lazyPage(
                  () => import('../features/builder/export-step'),
                  (m) => m.ExportStep,
                ),
              ),
              page(
                paths.browse,
                'Browse by Topic',
                lazyPage(
                  () => import('../features/browse/browse-page'),
                  (m) => m.BrowsePage,
                ),
              ),
              page(
                paths.search,
                'Search',
                lazyPage(
                  () => import('../features/search/search-page'),
                  (m) => m.SearchPage,
                ),
              ),
              page(
                paths.plan,
                'My Plan',
                lazyPage(
                  () => import('../features/builder/export-step'),
                  (m) => m.PlanPage,
                ),
              ),
              // One student's plan and builder; the table encodes ids, so ':id' is decoded back.
              page(
                decodeURIComponent(paths.students.plan(':id')),
                'My Plan',
                lazyPage(
                  () => import('../features/builder/student-routes'),
                  (m) => m.StudentPlanRoute,
                ),
              ),
              page(
                decodeURIComponent(paths.students.builder(':id')),
                'Opening Student',
                lazyPage(
                  () => import('../features/builder/student-routes'),
                  (m) => m.StudentBuilderRoute,
                ),
              ),
              // The charts library loads with this page only.
              page(
                decodeURIComponent(paths.students.monitoring(':id')),
                'Monitoring',
                lazyPage(
                  () => import('../features/monitoring/monitoring-page'),
                  (m) => m.MonitoringPage,
                ),
              ),
              page(
                decodeURIComponent(paths.students.review(':id')),
                'Review Summary',
                lazyPage(
                  () => import('../features/monitoring/review-page'),
                  (m) => m.ReviewPage,
                ),
              ),
              // Told to the family in English, Spanish or both: a page in the app's language.
              translatedPage(
                decodeURIComponent(paths.students.familySummary(':id')),
                'familySummary.pageTitle',
                lazyPage(
                  () => import('../features/family-summary/family-summary-page'),
                  (m) => m.FamilySummaryPage,
                ),
              ),
            ],
          },
          page(
            paths.profile,
            'My Profile',
            lazyPage(
              () => import('../features/profile/profile-page'),
              (m) => m.ProfilePage,
            ),
          ),
          // The consoles need no licence in force: an ended licence is what they settle.
          districtConsoleRoutes,
          operatorConsoleRoutes,
          // Open when the licence lapsed too: it is where an individual renews.
          page(
            paths.account,
            'My Account',
            lazyPage(
              () => import('../features/account/account-page'),
              (m) => m.AccountPage,
            ),
          ),
        ],
      },
      // Public: the e-mailed teacher card link needs no account, signed in or not.
      page(
        decodeURIComponent(paths.card(':token')),
        'Accommodations Card',
        lazyPage(
          () => import('../features/implementers/card-page'),
          (m) => m.CardPage,
        ),
      ),
      // Public: a weekly reminder's log link needs no account either.
      page(
        decodeURIComponent(paths.log(':token')),
        'Delivery Log',
        lazyPage(
          () => import('../features/implementers/log-page'),
          (m) => m.LogPage,
        ),
      ),
      // Public: a new buyer is signed out, a renewing subscriber signed in.
      page(
        '/register/test-checkout/:id',
        'Test Checkout',
        lazyPage(
          () => import('../features/subscription/test-checkout-page'),
          (m) => m.TestCheckoutPage,
        ),
      ),
      page(
        paths.privacy,
        'Privacy Policy',
        lazyPage(
          () => import('../features/legal/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      ),
      page(
        paths.terms,
        'Terms of Use',
        lazyPage(
          () => import('../features/legal/terms-page'),
          (m) => m.TermsPage,
        ),
      ),
      page(
        paths.accessibility,
        'Accessibility',
        lazyPage(
          () => import('../features/legal/accessibility-page'),
          (m) => m.AccessibilityPage,
        ),
      ),
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
