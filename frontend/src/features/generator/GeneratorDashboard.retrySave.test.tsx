import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  SaveCreationDocument,
  type SaveCreationMutationVariables,
} from '../../graphql/generated/graphql';
import {
  dashboardMocks,
  generateImagesMock,
  savedCopiesMock,
  type SentGenerations,
} from './testing/generatorMocks';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// Retry on one result, and saving a result twice (the hover overlay's retry and save to folder).

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  return renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });
const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });
const figure = (name: string) => screen.getByRole('figure', { name });
const imageOf = (name: string) => within(figure(name)).getByRole('img');

async function generated(count: number) {
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
  await userEvent.type(prompt(), 'a fox');
  await userEvent.click(screen.getByRole('button', { name: /^Generate/ }));
  expect(await screen.findByText(`Generated ${count} image(s)`)).toBeInTheDocument();
}

function saveMock(
  sent: SaveCreationMutationVariables['input'][],
  outcome: 'saved' | GraphQLError,
): MockLink.MockedResponse {
  const request = {
    query: SaveCreationDocument,
    variables: (variables: SaveCreationMutationVariables) => {
      sent.push(variables.input);
      return true;
    },
  };
  if (outcome instanceof GraphQLError) return { request, result: { errors: [outcome] } };
  return {
    request,
    result: {
      data: {
        saveCreation: {
          __typename: 'Creation',
          id: 'c-0',
          folder: { __typename: 'Folder', id: 'f-trips', name: 'Trips', isDefault: false },
        },
      },
    },
  };
}

describe('Dashboard: Retry on one image', () => {
  it('queues that image again alone, with a seed no shown image has, and keeps the others', async () => {
    const sent: SentGenerations = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 4 }, sent),
      ...generateImagesMock({ images: 1 }, sent),
    ]);
    await generated(4);
    const before = [1, 2, 3, 4].map((n) => imageOf(`Generated image ${n}`).getAttribute('src'));

    await userEvent.click(
      within(figure('Generated image 3')).getByRole('button', { name: 'Retry' }),
    );

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    // The four stay as they were; the new one comes in a card of its own.
    await waitFor(() =>
      expect(screen.getAllByRole('figure', { name: /^Generated image/ })).toHaveLength(5),
    );
    const sources = screen
      .getAllByRole('figure', { name: /^Generated image/ })
      .map((shown) => within(shown).getByRole('img').getAttribute('src'));
    expect(sources).toEqual(expect.arrayContaining(before));
    // One request for one image, charged once, with a new seed (the batch had 100 to 103).
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ imageCount: 1, prompt: 'a fox' });
    expect(sent[1]!.seed).toEqual(expect.any(Number));
    expect([100, 101, 102, 103]).not.toContain(sent[1]!.seed);
    expect(sent[1]!.seed).toBeLessThan(1_000_000_000);
    expect(sent[1]!.taskUUID).not.toBe(sent[0]!.taskUUID);
  });

  it('keeps every image when the retry is refused, and says so on its own card', async () => {
    const sent: SentGenerations = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 2 }, sent),
      ...generateImagesMock(
        new GraphQLError('Insufficient credits', { extensions: { code: 'insufficientCredits' } }),
        sent,
      ),
    ]);
    await generated(2);

    await userEvent.click(
      within(figure('Generated image 2')).getByRole('button', { name: 'Retry' }),
    );

    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ imageCount: 1 });
    expect(imageOf('Generated image 2')).toHaveAttribute('src', 'https://images.example/1.jpg');
    expect(imageOf('Generated image 1')).toHaveAttribute('src', 'https://images.example/0.jpg');
  });
});

describe('Dashboard: saving a result twice', () => {
  it('shows where a result is saved, and answers Already saved the second time', async () => {
    const saved: SaveCreationMutationVariables['input'][] = [];
    // Not saved until the first save; saved in Trips once it is asked again after that.
    renderDashboard([
      savedCopiesMock([], 1),
      savedCopiesMock(['Trips']),
      ...dashboardMocks(),
      ...generateImagesMock({ images: 1 }),
      saveMock(saved, 'saved'),
      saveMock(
        saved,
        new GraphQLError('This image is already saved in Trips', {
          extensions: { code: 'ALREADY_SAVED', folderName: 'Trips' },
        }),
      ),
    ]);
    await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Save to folder' }));
    await userEvent.click(await screen.findByTitle('Trips'));
    await generated(1);
    const card = () => within(figure('Generated image 1'));
    expect(card().queryByText(/^Saved to/)).toBeNull();

    await userEvent.click(card().getByRole('button', { name: 'Save to folder' }));
    expect(await screen.findByText('Bild sparad')).toBeInTheDocument();
    expect(await card().findByText('Saved to Trips')).toBeInTheDocument();

    await userEvent.click(card().getByRole('button', { name: 'Save to folder' }));
    expect(await screen.findByText('Already saved')).toBeInTheDocument();
    expect(screen.getByText('This image is already saved in Trips')).toBeInTheDocument();
    expect(screen.queryByText('Fel vid sparande av bild')).toBeNull();
    expect(saved).toHaveLength(2);
    expect(saved[1]).toMatchObject({
      imageUrl: 'https://images.example/0.jpg',
      folderName: 'Trips',
    });
  });
});
