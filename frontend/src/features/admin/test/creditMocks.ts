import type { MockLink } from '@apollo/client/testing';
import {
  type CreditPackFieldsFragment,
  AdminCreditPacksDocument,
  type AdminLedgerEntryFragment,
  type AdminPurchaseFragment,
  AdminUserLedgerDocument,
  AdminUserPurchasesDocument,
} from '../../../graphql/generated/admin/graphql';

interface PageOptions {
  offset?: number;
  total?: number;
}

/** One page of a user's ledger (20 rows a page, as the drawer asks). */
export function ledgerMock(
  userId: string,
  items: AdminLedgerEntryFragment[],
  { offset = 0, total = items.length }: PageOptions = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminUserLedgerDocument, variables: { userId, limit: 20, offset } },
    result: { data: { adminUserLedger: { __typename: 'LedgerPage', total, items } } },
  };
}

/** One page of a user's purchases (20 a page). */
export function purchasesMock(
  userId: string,
  items: AdminPurchaseFragment[],
  { offset = 0, total = items.length }: PageOptions = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminUserPurchasesDocument, variables: { userId, limit: 20, offset } },
    result: { data: { adminUserPurchases: { __typename: 'PurchasePage', total, items } } },
  };
}

export function creditPacksMock(packs: CreditPackFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: AdminCreditPacksDocument },
    result: { data: { adminCreditPacks: packs } },
  };
}
