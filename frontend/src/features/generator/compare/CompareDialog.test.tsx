import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ComparisonDocument,
  type ComparisonInput,
  EstimateComparisonDocument,
  type GenerateImagesInput,
  MyComparisonsDocument,
  SaveComparisonGridDocument,
  StartComparisonDocument,
  type StartComparisonInput,
} from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import CompareDialog from './CompareDialog';

const base: GenerateImagesInput = {
  prompt: 'a lighthouse on a cliff',
  model: 'civitai:101055@128078',
  width: 512,
  height: 512,
  imageCount: 2,
  steps: 20,
  cfgScale: 7,
  providerApiKey: 'own-key',
};

const estimateMock = (
  priced: ComparisonInput[],
  answer: { credits: number; cells: number } | Error,
): MockLink.MockedResponse => ({
  request: {
    query: EstimateComparisonDocument,
    variables: (variables: { input: ComparisonInput }) => {
      priced.push(variables.input);
      return true;
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  ...(answer instanceof Error
    ? { result: { errors: [new GraphQLError(answer.message)] } }
    : {
        result: {
          data: {
            estimateComparison: {
              __typename: 'ComparisonEstimate',
              ...answer,
              creditBalance: 50,
              affordable: true,
            },
          },
        },
      }),
});

const generation = (id: string, status: string, extra: object = {}) => ({
  __typename: 'Generation',
  id,
  status,
  modelAir: base.model,
  parameters: { prompt: base.prompt, cfgScale: 4, steps: 10 },
  creditsCharged: status === 'succeeded' ? 0.4 : 0,
  errorMessage: status === 'failed' ? 'The provider refused this image.' : null,
  images:
    status === 'succeeded'
      ? [
          {
            __typename: 'GeneratedImageResult',
            imageURL: `https://images.example/${id}.png`,
            imageUUID: id,
          },
        ]
      : [],
  ...extra,
});

const comparison = {
  __typename: 'ComparisonView',
  id: 'cmp-1',
  finished: true,
  estimatedCredits: 0.8,
  x: { __typename: 'ComparisonAxisView', parameter: 'cfgScale', labels: ['CFG 4', 'CFG 7'] },
  y: { __typename: 'ComparisonAxisView', parameter: 'steps', labels: ['Steps 10'] },
  cells: [
    {
      __typename: 'ComparisonCellView',
      x: 0,
      y: 0,
      label: 'CFG 4 · Steps 10',
      generation: generation('g1', 'succeeded'),
    },
    {
      __typename: 'ComparisonCellView',
      x: 1,
      y: 0,
      label: 'CFG 7 · Steps 10',
      generation: generation('g2', 'failed'),
    },
  ],
};

const pastComparison = (id: string, extra: object = {}) => ({
  __typename: 'ComparisonSummary',
  id,
  prompt: base.prompt,
  createdAt: '2026-01-15T10:04:00.000Z',
  cellCount: 4,
  succeededCells: 3,
  failedCells: 1,
  finished: true,
  x: { __typename: 'ComparisonAxisView', parameter: 'cfgScale', labels: ['CFG 4', 'CFG 7'] },
  y: { __typename: 'ComparisonAxisView', parameter: 'steps', labels: ['Steps 10', 'Steps 20'] },
  grid: null,
  ...extra,
});

const pastMock = (
  after: string | null,
  items: object[],
  nextCursor: string | null = null,
): MockLink.MockedResponse => ({
  request: {
    query: MyComparisonsDocument,
    variables: after ? { first: 5, after } : { first: 5 },
  },
  result: {
    data: {
      myComparisons: {
        __typename: 'ComparisonPage',
        hasMore: nextCursor !== null,
        nextCursor,
        items,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Compare' }));
const confirmButton = () => dialog().getByRole('button', { name: /^Confirm and start/ });

function renderSetup(mocks: MockLink.MockedResponse[]) {
  const onStarted = jest.fn();
  renderWithProviders(
    <CompareDialog
      base={base}
      models={[]}
      schedulers={[]}
      comparisonId={null}
      onStarted={onStarted}
      onRemix={jest.fn()}
      onClose={jest.fn()}
    />,
    // The past comparisons of a test come before the empty list every other test gets.
    [...mocks, pastMock(null, [])],
  );
  return { onStarted };
}

describe('the Compare dialog', () => {
  it('shows the total estimate of a 3 × 3 comparison and starts it with that estimate confirmed', async () => {
    const priced: ComparisonInput[] = [];
    const started: StartComparisonInput[] = [];
    const { onStarted } = renderSetup([
      estimateMock(priced, { credits: 3.6, cells: 9 }),
      {
        request: {
          query: StartComparisonDocument,
          variables: (variables: { input: StartComparisonInput }) => {
            started.push(variables.input);
            return true;
          },
        },
        result: { data: { startComparison: comparison } },
      },
    ]);
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(dialog().getByLabelText('Columns (X) values'), '4, 7, 10');
    await userEvent.type(dialog().getByLabelText('Rows (Y) values'), '10, 20, 30');
    await waitFor(() =>
      expect(dialog().getByTestId('comparison-estimate')).toHaveTextContent(
        'Total estimate: 3.60 credits for 9 images',
      ),
    );
    expect(confirmButton()).toHaveTextContent('Confirm and start · 3.60 credits');
    const input = priced.at(-1)!;
    expect(input.x).toEqual({ parameter: 'cfgScale', values: ['4', '7', '10'] });
    expect(input.y).toEqual({ parameter: 'steps', values: ['10', '20', '30'] });
    // One image per cell, on the studio's account.
    expect(input.base).toMatchObject({ imageCount: 1, prompt: base.prompt });
    expect(input.base.providerApiKey).toBeUndefined();

    await userEvent.click(confirmButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('cmp-1'));
    expect(started[0]).toMatchObject({ confirmedCredits: 3.6, x: input.x, y: input.y });
  });

  it('shows the server’s refusal of a value and cannot be confirmed', async () => {
    renderSetup([estimateMock([], new Error('y.values[1]: steps must be between 1 and 150'))]);
    await userEvent.type(dialog().getByLabelText('Columns (X) values'), '4');
    await userEvent.type(dialog().getByLabelText('Rows (Y) values'), '10, 500');
    expect(
      await dialog().findByText(/y\.values\[1\]: steps must be between 1 and 150/),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('shows the grid under its headers, marks a failed cell, remixes a cell and saves the grid', async () => {
    const onRemix = jest.fn();
    const saved: string[] = [];
    renderWithProviders(
      <CompareDialog
        base={base}
        models={[]}
        schedulers={[]}
        comparisonId="cmp-1"
        onStarted={jest.fn()}
        onRemix={onRemix}
        onClose={jest.fn()}
      />,
      [
        {
          request: { query: ComparisonDocument, variables: { id: 'cmp-1' } },
          result: { data: { comparison } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: {
            query: SaveComparisonGridDocument,
            variables: (variables: { id: string }) => {
              saved.push(variables.id);
              return true;
            },
          },
          result: {
            data: {
              saveComparisonGrid: {
                __typename: 'SavedComparisonGrid',
                creationId: 'c1',
                folderId: 'f1',
              },
            },
          },
        },
      ],
    );
    const grid = await dialog().findByRole('table', { name: 'Comparison grid' });
    expect(within(grid).getByRole('columnheader', { name: 'CFG 4' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'CFG 7' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Steps 10' })).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'CFG 4 · Steps 10' })).toHaveAttribute(
      'src',
      'https://images.example/g1.png',
    );
    const failed = within(grid).getByTestId('comparison-cell-1-0');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Refunded');

    await userEvent.click(within(grid).getByRole('button', { name: 'Remix CFG 4 · Steps 10' }));
    expect(onRemix).toHaveBeenCalledWith({
      model: base.model,
      prompt: base.prompt,
      cfgScale: 4,
      steps: 10,
    });

    await userEvent.click(dialog().getByRole('button', { name: 'Save grid' }));
    await waitFor(() => expect(saved).toEqual(['cmp-1']));
    expect(await screen.findByText('Grid saved to your gallery')).toBeInTheDocument();
  });

  it('lists past comparisons newest first, a page at a time, and reopens one', async () => {
    const { onStarted } = renderSetup([
      pastMock(
        null,
        [
          pastComparison('cmp-2', {
            grid: {
              __typename: 'Creation',
              id: 'grid-1',
              thumbnailUrl: 'https://images.example/grid-1.webp',
            },
          }),
          // A full page, so that another may follow.
          ...[3, 4, 5, 6].map((at) => pastComparison(`cmp-${at}`)),
        ],
        'cursor-1',
      ),
      pastMock('cursor-1', [
        pastComparison('cmp-1', {
          y: null,
          cellCount: 2,
          succeededCells: 1,
          failedCells: 0,
          finished: false,
        }),
      ]),
    ]);
    const newest = await dialog().findByTestId('past-comparison-cmp-2');
    expect(newest).toHaveTextContent('CFG 4, CFG 7 × Steps 10, Steps 20');
    expect(newest).toHaveTextContent('3 of 4 done · 1 failed');
    expect(within(newest).getByRole('img', { name: 'Saved grid' })).toHaveAttribute(
      'src',
      'https://images.example/grid-1.webp',
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Load more' }));
    const older = await dialog().findByTestId('past-comparison-cmp-1');
    expect(older).toHaveTextContent('Running: 1 of 2 ended');
    await userEvent.click(within(older).getByRole('button', { name: 'Open CFG 4, CFG 7' }));
    expect(onStarted).toHaveBeenCalledWith('cmp-1');
  });
});
