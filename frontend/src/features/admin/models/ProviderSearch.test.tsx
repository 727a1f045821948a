import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AdminImportModelsDocument,
  AdminJobDocument,
  AdminProviderModelSearchDocument,
  type ProviderModelResultFragment,
} from '../../../graphql/generated/admin/graphql';
import { job, progress, providerResult, reference, type Typed } from '../test/adminFixtures';
import { heldOperation } from '../../../test/heldOperation';
import { renderAdmin } from '../test/renderAdmin';
import { selectOption } from '../test/selectOption';
import { toImportInput } from './importInput';
import { ProviderSearch } from './ProviderSearch';

interface SearchFilters {
  search: string | null;
  type: string | null;
  category: string | null;
  architecture: string | null;
}
const noFilters: SearchFilters = { search: null, type: null, category: null, architecture: null };

function searchMock(
  input: Partial<SearchFilters> & { offset?: number },
  results: Typed<ProviderModelResultFragment>[],
  totalResults = results.length,
): MockLink.MockedResponse {
  const offset = input.offset ?? 0;
  return {
    request: {
      query: AdminProviderModelSearchDocument,
      variables: { input: { ...noFilters, ...input, offset, limit: 30 } },
    },
    result: {
      data: {
        adminProviderModelSearch: {
          __typename: 'ProviderModelSearchPage',
          totalResults,
          offset,
          limit: 30,
          results,
        },
      },
    },
  };
}

function jobMock(state: Parameters<typeof job>[0]): MockLink.MockedResponse {
  return {
    request: { query: AdminJobDocument, variables: { queue: 'modelImport', id: '1' } },
    result: { data: { adminJob: job(state) } },
  };
}

const portraits = providerResult();
const stored = providerResult({
  air: 'civitai:1002@2002',
  name: 'Already Here',
  alreadyImported: true,
});
const glow = providerResult({
  air: 'civitai:1003@2003',
  name: 'Neon Glow',
  category: 'lora',
  type: null,
  tags: ['neon', 'glow', 'light', 'night', 'city'],
  mappedCategory: 'LoRA',
});

function renderSearch(mocks: MockLink.MockedResponse[], before?: ApolloLink) {
  const onImported = jest.fn();
  const onAddResult = jest.fn();
  renderAdmin(
    <ProviderSearch reference={reference} onImported={onImported} onAddResult={onAddResult} />,
    mocks,
    { before },
  );
  return { onImported, onAddResult };
}

const search = () => userEvent.click(screen.getByRole('button', { name: /Search/ }));
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** Searches, selects the one result named `name` and presses 'Import selected (1)'. */
async function searchAndImport(name: string) {
  await search();
  await screen.findByText(name);
  await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Import selected (1)' }));
}

/** Any import request, answered with `result`. */
function anyImportMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: AdminImportModelsDocument, variables: () => true }, result };
}

async function expectImportFailedBox() {
  expect(await screen.findByText('Import failed')).toBeInTheDocument();
  expect(
    screen.getByText('Could not import models. Contact the administrator if the problem persists.'),
  ).toBeInTheDocument();
}

describe('Provider model search', () => {
  it('sends the text and filters as provider values, and reports the page it shows', async () => {
    renderSearch([
      searchMock(
        { search: 'portrait', type: 'base', category: 'checkpoint', architecture: 'flux1d' },
        [portraits],
        1,
      ),
    ]);

    await userEvent.type(screen.getByLabelText('Search provider models'), ' portrait ');
    await selectOption(screen.getByRole('combobox', { name: 'Type' }), 'Base');
    await selectOption(screen.getByRole('combobox', { name: 'Category' }), 'Checkpoint');
    await selectOption(screen.getByRole('combobox', { name: 'Architecture' }), 'FLUX.1 Dev');
    await search();

    expect(await screen.findByText('Search results')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 models on page 1 of total 1 results.')).toBeInTheDocument();
    expect(rowOf('Dreamy Portraits')).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Search result pages' }),
    ).not.toBeInTheDocument();
  });

  it('shows "Already Imported" on a stored model and does not let it be selected', async () => {
    renderSearch([searchMock({}, [portraits, stored])]);
    await search();
    await screen.findByText('Already Here');

    expect(within(rowOf('Already Here')).getByText('Already Imported')).toBeInTheDocument();
    expect(within(rowOf('Already Here')).getByRole('checkbox')).toBeDisabled();
    expect(
      within(rowOf('Dreamy Portraits')).queryByText('Already Imported'),
    ).not.toBeInTheDocument();
    expect(within(rowOf('Dreamy Portraits')).getByRole('checkbox')).toBeEnabled();

    // "Select all" takes the selectable ones only.
    await userEvent.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    expect(screen.getByRole('button', { name: 'Import selected (1)' })).toBeEnabled();
  });

  it('shows 3 tags of a result and "+N more"', async () => {
    renderSearch([searchMock({}, [glow])]);
    await search();
    const row = await screen.findByText('Neon Glow').then(() => rowOf('Neon Glow'));

    expect(within(row).getByText('neon')).toBeInTheDocument();
    expect(within(row).getByText('light')).toBeInTheDocument();
    expect(within(row).queryByText('night')).not.toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
  });

  it('pages by 30 with at most 5 page numbers, asking the provider for offset (page-1)*30', async () => {
    renderSearch([searchMock({}, [portraits], 400), searchMock({ offset: 90 }, [glow], 400)]);
    await search();
    await screen.findByText('Dreamy Portraits');
    const pages = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(5);

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));

    expect(await screen.findByText('Neon Glow')).toBeInTheDocument();
    // The page's toast replaces the first one's: it may come a render after the rows.
    expect(
      await screen.findByText('Showing 1 models on page 4 of total 400 results.'),
    ).toBeInTheDocument();
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
  });

  it('says "No results" when nothing matches', async () => {
    renderSearch([searchMock({}, [])]);
    await search();

    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(
      screen.getByText('No models found with the specified search criteria.', {
        selector: '.ant-notification *',
      }),
    ).toBeInTheDocument();
  });

  it('says the search parameters were refused when the API lists errors', async () => {
    renderSearch([
      {
        request: { query: AdminProviderModelSearchDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Invalid value for parameter category', {
              extensions: { code: 'invalidParameter', status: 400 },
            }),
          ],
        },
      },
    ]);
    await search();

    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(
      screen.getByText('An error occurred during the search. Check your search parameters.'),
    ).toBeInTheDocument();
  });

  it('says the search could not run on any other failure', async () => {
    renderSearch([
      {
        request: { query: AdminProviderModelSearchDocument, variables: () => true },
        error: new Error('Failed to fetch'),
      },
    ]);
    await search();

    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not search for models. Check your search parameters or contact the administrator if the problem persists.',
      ),
    ).toBeInTheDocument();
  });

  it('imports the selection with the chosen access level, shows progress, then the summary', async () => {
    const glowStored = { ...glow, alreadyImported: true };
    // Each read of the job waits for the test: the progress shows until the test has seen it.
    const polls = heldOperation('AdminJob');
    const { onImported } = renderSearch(
      [
        searchMock({}, [portraits, glow, stored]),
        {
          request: {
            query: AdminImportModelsDocument,
            variables: {
              input: { models: [toImportInput(portraits), toImportInput(glow)], accessLevelId: 4 },
            },
          },
          result: { data: { adminImportModels: job() } },
        },
        jobMock({ state: 'active', progress: progress(1, 2) }),
        jobMock({
          state: 'completed',
          progress: progress(2, 2),
          importResult: {
            __typename: 'ModelImportResult',
            imported: 1,
            created: 1,
            failed: 1,
            total: 2,
            failures: [
              {
                __typename: 'ImportFailure',
                air: 'civitai:1001@2001',
                reason: 'Could not find a matching model category.',
              },
            ],
          },
        }),
        searchMock({}, [portraits, glowStored, stored]),
      ],
      polls.link,
    );
    await search();
    await screen.findByText('Dreamy Portraits');

    await userEvent.click(within(rowOf('Dreamy Portraits')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Neon Glow')).getByRole('checkbox'));
    expect(screen.getByText('Default access level')).toBeInTheDocument();
    await selectOption(
      screen.getByRole('combobox', { name: 'Access level for imported models' }),
      'Premium',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import selected (2)' }));

    const status = await screen.findByRole('status', { name: 'Import progress' });
    polls.releaseNext();
    expect(await within(status).findByText('Importing models: 1 of 2')).toBeInTheDocument();
    polls.release();
    expect(await screen.findByText('Import completed')).toBeInTheDocument();
    expect(screen.getByText('Imported 1 of 2 models, 1 failed.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Import progress' })).not.toBeInTheDocument();
    expect(onImported).toHaveBeenCalled();
    // The search is read again: the imported model is now "Already Imported".
    expect(await within(rowOf('Neon Glow')).findByText('Already Imported')).toBeInTheDocument();
  });

  it('sends no level for "Default access level", and says "Model category missing" for a single failed import', async () => {
    renderSearch([
      searchMock({}, [glow]),
      {
        request: {
          query: AdminImportModelsDocument,
          variables: { input: { models: [toImportInput(glow)], accessLevelId: null } },
        },
        result: { data: { adminImportModels: job() } },
      },
      jobMock({
        state: 'completed',
        importResult: {
          __typename: 'ModelImportResult',
          imported: 0,
          created: 0,
          failed: 1,
          total: 1,
          failures: [
            {
              __typename: 'ImportFailure',
              air: glow.air,
              reason: 'Could not find a matching model category.',
            },
          ],
        },
      }),
      searchMock({}, [glow]),
    ]);
    await searchAndImport('Neon Glow');

    expect(await screen.findByText('Model category missing')).toBeInTheDocument();
    expect(screen.getByText('Imported 0 of 1 models, 1 failed.')).toBeInTheDocument();
  });

  it('shows the red box and "Import failed" when the import job fails', async () => {
    renderSearch([
      searchMock({}, [portraits]),
      anyImportMock({ data: { adminImportModels: job() } }),
      jobMock({ state: 'failed', failedReason: 'Redis went away' }),
    ]);
    await searchAndImport('Dreamy Portraits');

    await expectImportFailedBox();
    expect(screen.queryByText('Import completed')).not.toBeInTheDocument();
  });

  it('shows the red box when the import cannot start', async () => {
    renderSearch([
      searchMock({}, [portraits]),
      anyImportMock({ errors: [{ message: 'Administrator access required' }] }),
    ]);
    await searchAndImport('Dreamy Portraits');

    await expectImportFailedBox();
  });
});
