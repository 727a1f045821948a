import { MockLink } from '@apollo/client/testing';
import {
  MyGenerationsDocument,
  RecentGenerationsDocument,
} from '../../../graphql/generated/graphql';
import { createApolloClient } from '../../../lib/apollo';
import { GENERATIONS_PAGE_SIZE } from '../../credits/GenerationHistory';
import { generation, generationsMock } from '../../credits/testing/creditsFixtures';
import { RECENT_GENERATIONS_VARIABLES } from './recentGenerationsVariables';
import { recentGeneration, recentGenerationsMock } from './testing/recentMocks';

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);

describe("the recent strip's generations in the cache", () => {
  it("stay apart from the history's pages: neither grows nor cuts the other", async () => {
    const history = ids('h', GENERATIONS_PAGE_SIZE + 4);
    const recent = ids('r', 3);
    const client = createApolloClient(
      new MockLink([
        generationsMock(
          history.slice(0, GENERATIONS_PAGE_SIZE).map((id) => generation(id)),
          {
            nextCursor: 'page-2',
          },
        ),
        generationsMock(
          history.slice(GENERATIONS_PAGE_SIZE).map((id) => generation(id)),
          {
            after: 'page-2',
          },
        ),
        recentGenerationsMock(recent.map((id) => recentGeneration(id))),
      ]),
    );
    const historyQuery = {
      query: MyGenerationsDocument,
      variables: { first: GENERATIONS_PAGE_SIZE },
    } as const;
    const recentQuery = {
      query: RecentGenerationsDocument,
      variables: RECENT_GENERATIONS_VARIABLES,
    } as const;

    // The history's two pages, then the strip's newest.
    await client.query(historyQuery);
    // As "Load more" asks (fetchMore): from the network, merged into the list.
    await client.query({
      ...historyQuery,
      variables: { ...historyQuery.variables, after: 'page-2' },
      fetchPolicy: 'network-only',
    });
    await client.query(recentQuery);

    const historyIds = client.readQuery(historyQuery)?.myGenerations.items.map((item) => item.id);
    const recentIds = client.readQuery(recentQuery)?.myGenerations.items.map((item) => item.id);
    expect(historyIds).toEqual(history);
    expect(recentIds).toEqual(recent);
  });
});
