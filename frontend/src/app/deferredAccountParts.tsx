import { lazy } from 'react';

// The header's parts for a signed-in user, built with antd: fetched once someone has signed in,
// so a visitor's first page arrives without them.
const parts = () => import('./accountParts');
export const HeaderCreditBalance = lazy(() =>
  parts().then((m) => ({ default: m.HeaderCreditBalance })),
);
export const HeaderUserMenu = lazy(() => parts().then((m) => ({ default: m.HeaderUserMenu })));
