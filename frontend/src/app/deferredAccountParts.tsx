import { lazyPart } from '../lib/lazyPart';

// The header's parts for a signed-in user, built with antd: fetched once someone has signed in,
// so a visitor's first page arrives without them.
const parts = () => import('./accountParts');
export const HeaderCreditBalance = lazyPart(parts, 'HeaderCreditBalance');
export const HeaderUserMenu = lazyPart(parts, 'HeaderUserMenu');
