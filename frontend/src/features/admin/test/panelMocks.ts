import type { MockLink } from '@apollo/client/testing';
import {
  AdminModelsDocument,
  type AdminModelFragment,
  AdminReferenceDocument,
  AdminUsersDocument,
  type AdminUserFragment,
} from '../../../graphql/generated/admin/graphql';
import { reference } from './adminFixtures';

export function referenceMock(): MockLink.MockedResponse {
  return {
    request: { query: AdminReferenceDocument },
    result: {
      data: {
        __typename: 'Query',
        ...reference,
      },
    },
  };
}

export function modelsMock(
  items: AdminModelFragment[],
  {
    filter = {},
    after,
    nextCursor = null,
    totalCount = items.length,
  }: {
    filter?: Record<string, unknown>;
    after?: string;
    nextCursor?: string | null;
    totalCount?: number;
  } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: AdminModelsDocument,
      variables: { filter, first: 50, ...(after && { after }) },
    },
    result: {
      data: {
        adminModels: { __typename: 'AdminModelPage', totalCount, nextCursor, items },
      },
    },
  };
}

export function usersMock(
  items: AdminUserFragment[],
  { search = null, maxUsageCount }: { search?: string | null; maxUsageCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminUsersDocument, variables: { search, first: 50 } },
    result: {
      data: {
        adminUsers: {
          __typename: 'AdminUserPage',
          totalCount: items.length,
          nextCursor: null,
          items,
        },
      },
    },
    maxUsageCount,
  };
}

/** What the panel reads before it shows anything: reference lists, models and users. */
export function panelMocks({
  models = [] as AdminModelFragment[],
  users = [] as AdminUserFragment[],
} = {}): MockLink.MockedResponse[] {
  return [referenceMock(), modelsMock(models), usersMock(users)];
}
