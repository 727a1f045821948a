import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReferencesQuery } from '../../graphql/generated/graphql';
import { selectOption } from '../admin/test/selectOption';
import {
  BASE_MODELS,
  baseModelsMock,
  dashboardMocks,
  FLUX_KONTEXT,
  generateImagesMock,
  KONTEXT_ARCHITECTURE_ID,
  referenceImageGalleryMock,
  savedImage,
  savedReferencesMock,
  type SentGenerations,
  supportMock,
} from './testing/generatorMocks';
import { modelOption } from './testing/optionName';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// FLUX.1 Kontext edits the images it is given: the dashboard offers "Reference images" only for
// a model whose architecture takes some, and sends those chosen with the generation.

// The answer as the server gives it, with its type name (which the query's type leaves out).
const EMBER = {
  __typename: 'Reference',
  id: 'c0000000-0000-4000-8000-000000000002',
  kind: 'style',
  name: 'Ember',
  images: ['creation:e1'],
  weightType: null,
  combineMethod: null,
  thumbnailUrl: null,
} as MyReferencesQuery['myReferences'][number];

function openDashboard(sent: SentGenerations, references: MyReferencesQuery['myReferences'] = []) {
  // The first answer is the catalogue's; these references answer before the default none.
  const [, ...rest] = dashboardMocks();
  renderApp('/dashboard', {
    user: testUser({ creditBalance: 42.5 }),
    mocks: [
      baseModelsMock([...BASE_MODELS, FLUX_KONTEXT]),
      savedReferencesMock(references),
      ...rest,
      supportMock(KONTEXT_ARCHITECTURE_ID),
      referenceImageGalleryMock([savedImage('c1', 'a red barn'), savedImage('c2', 'a blue lake')]),
      ...generateImagesMock({ images: 1 }, sent),
      ...generateImagesMock({ images: 1 }, sent),
    ],
  });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });
const referenceImages = () => screen.queryByRole('group', { name: 'Reference images' });
const sourceImage = () => screen.queryByRole('region', { name: 'Source image' });

async function pickModel(search: string, name: string) {
  await userEvent.click(modelButton());
  await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), search);
  await userEvent.click(screen.getByRole('option', { name: modelOption(name) }));
  await waitFor(() => expect(modelButton()).toHaveTextContent(name));
}

async function openAdvanced() {
  await userEvent.click(screen.getByRole('button', { name: /Advanced Settings/ }));
  await screen.findByRole('combobox', { name: 'Scheduler' });
}

async function generate(sent: SentGenerations, count: number) {
  await userEvent.click(screen.getByRole('button', { name: /^Generate/ }));
  await waitFor(() => expect(sent).toHaveLength(count));
}

describe('Dashboard: reference images to edit (FLUX.1 Kontext)', () => {
  /** The dashboard on FLUX.1 Kontext with the gallery's blue lake chosen to edit. */
  async function kontextWithALakeChosen() {
    await pickModel('kontext', 'FLUX.1 Kontext [dev]');
    const section = await screen.findByRole('group', { name: 'Reference images' });
    await userEvent.click(within(section).getByRole('button', { name: 'From gallery' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a blue lake' }));
    return section;
  }

  it('offers them only on a model that takes them and sends those chosen', async () => {
    const sent: SentGenerations = [];
    openDashboard(sent);
    await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
    await openAdvanced();
    expect(referenceImages()).toBeNull();
    expect(sourceImage()).toBeInTheDocument();

    const section = await kontextWithALakeChosen();
    // It edits its reference images alone: no source image to start from.
    expect(sourceImage()).toBeNull();
    expect(
      within(section).getByText('Up to 2 images to edit: the prompt says what to change in them.'),
    ).toBeInTheDocument();
    expect(await within(section).findByRole('img', { name: 'Reference image 1' })).toHaveAttribute(
      'src',
      'https://cdn.example/c2.webp',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'make the lake frozen');
    await generate(sent, 1);
    expect(sent[0]).toMatchObject({
      model: 'runware:106@1',
      prompt: 'make the lake frozen',
      referenceImages: ['creation:c2'],
    });
  });

  it('leaves the images chosen out once a model that takes none is picked', async () => {
    const sent: SentGenerations = [];
    openDashboard(sent);
    await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
    await openAdvanced();
    const section = await kontextWithALakeChosen();
    await within(section).findByRole('img', { name: 'Reference image 1' });

    await pickModel('flux', 'FLUX.1 Dev');
    await waitFor(() => expect(referenceImages()).toBeNull());
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a lake');
    await generate(sent, 1);
    expect(sent[0]).toMatchObject({ model: 'runware:101@1' });
    expect(sent[0]).not.toHaveProperty('referenceImages');
  });

  it('applies a saved style there as images to edit, with no IP-Adapter', async () => {
    const sent: SentGenerations = [];
    openDashboard(sent, [EMBER]);
    await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
    await openAdvanced();
    // FLUX.1 Dev keeps a character (PuLID) and has no IP-Adapter for a style.
    await userEvent.click(screen.getByRole('combobox', { name: 'Reference' }));
    expect(screen.queryByTitle('Ember (1 image)')).toBeNull();
    await userEvent.keyboard('{Escape}');

    await pickModel('kontext', 'FLUX.1 Kontext [dev]');
    await screen.findByRole('group', { name: 'Reference images' });
    await selectOption(screen.getByRole('combobox', { name: 'Reference' }), 'Ember (1 image)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'make it winter');
    await generate(sent, 1);
    expect(sent[0]).toMatchObject({ model: 'runware:106@1', referenceId: EMBER.id });
  });
});
