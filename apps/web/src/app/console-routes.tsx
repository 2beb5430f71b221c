import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RoleOnly } from './guards';
import { lazyPage } from '../lib/lazy-load';
import { page } from './route-page';

// The two consoles' routes, inside the signed-in routes. They need no licence in force: an
// ended licence is what they settle.

/** /district/*: a district administrator's console. */
export const districtConsoleRoutes: RouteObject = {
  element: <RoleOnly allowed="district_admin" />,
  children: [
    page(
      paths.district.staff,
      'District Staff',
      lazyPage(
        () => import('../features/district-admin/staff-page'),
        (m) => m.DistrictStaffPage,
      ),
    ),
    page(
      paths.district.access,
      'Access Code and Licence',
      lazyPage(
        () => import('../features/district-admin/access-page'),
        (m) => m.DistrictAccessPage,
      ),
    ),
    page(
      paths.district.usage,
      'District Usage',
      lazyPage(
        () => import('../features/district-admin/usage-page'),
        (m) => m.DistrictUsagePage,
      ),
    ),
    page(
      paths.district.records,
      'District Records',
      lazyPage(
        () => import('../features/district-admin/records-page'),
        (m) => m.DistrictRecordsPage,
      ),
    ),
  ],
};

/** /operator/*: the console of the people who run Trellis. */
export const operatorConsoleRoutes: RouteObject = {
  element: <RoleOnly allowed="operator" />,
  children: [
    page(
      paths.operator.districts,
      'Districts',
      lazyPage(
        () => import('../features/operator/districts-page'),
        (m) => m.OperatorDistrictsPage,
      ),
    ),
    page(
      // The table encodes ids, so ':id' is decoded back.
      decodeURIComponent(paths.operator.districtSso(':id')),
      'Single Sign-On',
      lazyPage(
        () => import('../features/operator/district-sso-page'),
        (m) => m.DistrictSsoPage,
      ),
    ),
    page(
      paths.operator.estimates,
      'Estimate Requests',
      lazyPage(
        () => import('../features/operator/estimates-page'),
        (m) => m.OperatorEstimatesPage,
      ),
    ),
    page(
      paths.operator.subscriptions,
      'Individual Subscriptions',
      lazyPage(
        () => import('../features/operator/subscriptions-page'),
        (m) => m.OperatorSubscriptionsPage,
      ),
    ),
    page(
      paths.operator.system,
      'Mail and Content',
      lazyPage(
        () => import('../features/operator/system-page'),
        (m) => m.OperatorSystemPage,
      ),
    ),
    page(
      paths.operator.activity,
      'Activity Log',
      lazyPage(
        () => import('../features/operator/activity-page'),
        (m) => m.OperatorActivityPage,
      ),
    ),
  ],
};
