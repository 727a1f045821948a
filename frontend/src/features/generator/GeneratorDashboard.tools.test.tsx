import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  type GeneratorEnhancePromptMutationVariables,
  type GeneratorRemoveBackgroundMutationVariables,
  type GeneratorUpscaleImageMutationVariables,
  SaveCreationDocument,
  type SaveCreationMutationVariables,
} from '../../graphql/generated/graphql';
import {
  dashboardMocks,
  describeImageMock,
  enhancePromptMock,
  generateImagesMock,
  removeBackgroundMock,
  type SentGenerations,
  toolResult,
  upscaleImageMock,
} from './testing/generatorMocks';
import { chooseImageTool, imageToolEntry, toolsButton } from './testing/imageTools';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import type { MockLink } from '@apollo/client/testing';
import { COPIED_SETTINGS_KEY, GENERATION_SETTINGS_KEY } from '../../lib/storageKeys';
import { modelOption } from './testing/optionName';

// The creator tools on the dashboard: on each result (upscale, background removal, describe, use
// as source), on the prompt (enhance), and the embeddings and content-check settings.

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  return renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });
const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });
const generate = () => userEvent.click(screen.getByRole('button', { name: /^Generate/ }));
const figure = (name: string) => screen.getByRole('figure', { name });
const sourcePanel = () => screen.getByRole('region', { name: 'Source image' });

async function modelsLoaded() {
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
}

async function pickModel(search: string, name: string) {
  await modelsLoaded();
  await userEvent.click(modelButton());
  await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), search);
  await userEvent.click(screen.getByRole('option', { name: modelOption(name) }));
}

/** Generates with the prompt 'a fox' and waits for the results. */
async function generated(count = 1) {
  await userEvent.type(prompt(), 'a fox');
  await generate();
  expect(await screen.findByText(`Generated ${count} image(s)`)).toBeInTheDocument();
}

function saveCreationMock(sent: SaveCreationMutationVariables['input'][]): MockLink.MockedResponse {
  return {
    request: {
      query: SaveCreationDocument,
      variables: (variables: SaveCreationMutationVariables) => {
        sent.push(variables.input);
        return true;
      },
    },
    result: {
      data: {
        saveCreation: {
          __typename: 'Creation',
          id: 'c-1',
          folder: { __typename: 'Folder', id: 'f-trips', name: 'Trips', isDefault: false },
        },
      },
    },
  };
}

describe('Dashboard: tools on a result', () => {
  it('holds the other tools of a result while its upscale runs, with a spinner', async () => {
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 1 }),
      // Never answered: the test reads the result while the upscale is still running.
      upscaleImageMock(toolResult('uuid-up', 0.05), [], Infinity),
    ]);
    await modelsLoaded();
    await generated();
    const result = figure('Generated image 1');
    // One Tools button under the result, not a row of buttons.
    expect(within(result).queryByRole('button', { name: /Remove background/ })).toBeNull();

    await chooseImageTool(result, /Upscale ×2/);

    await waitFor(() => expect(toolsButton(result)).toHaveAttribute('aria-busy', 'true'));
    expect(await imageToolEntry(result, 'Remove background')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Describe' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('upscales a result into a new result, with the charge after', async () => {
    const upscales: GeneratorUpscaleImageMutationVariables['input'][] = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 1 }),
      upscaleImageMock(toolResult('uuid-up', 0.05), upscales),
    ]);
    await modelsLoaded();
    await generated();
    const result = figure('Generated image 1');

    await chooseImageTool(result, /Upscale ×2/);

    expect(await screen.findByText('0.05 credits charged.')).toBeInTheDocument();
    expect(screen.getByText('Upscaled ×2', { selector: '.ant-notification *' })).toBeVisible();
    expect(upscales).toEqual([{ image: 'uuid-0', upscaleFactor: 2 }]);
    const results = screen.getByRole('list', { name: 'Tool results' });
    const made = within(results).getByRole('figure', { name: 'Tool result 1' });
    expect(within(made).getByRole('img', { name: 'a fox' })).toHaveAttribute(
      'src',
      'https://images.example/uuid-up.png',
    );
    expect(within(made).getByText('Upscaled ×2')).toBeInTheDocument();
    expect(toolsButton(result)).toHaveAttribute('aria-busy', 'false');
    expect(await imageToolEntry(result, 'Remove background')).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The header takes the balance the answer reported.
    expect(screen.getByRole('banner')).toHaveTextContent('42.45 credits');
  });

  it('brings a new tool result into view, highlighted for a moment, on a checkerboard', async () => {
    const scrolled = jest.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderDashboard([
        ...dashboardMocks(),
        ...generateImagesMock({ images: 1 }),
        removeBackgroundMock(toolResult('uuid-cut')),
      ]);
      await modelsLoaded();
      await generated();

      await chooseImageTool(figure('Generated image 1'), 'Remove background');

      const made = await screen.findByRole('figure', { name: 'Tool result 1' });
      expect(made).toHaveAttribute('data-fresh', 'true');
      expect(scrolled.mock.contexts).toContain(made);
      expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
      // A removed background is see-through: it lies on a checkerboard; the JPEG does not.
      expect(within(made).getByRole('img')).toHaveClass('transparency-checkerboard');
      expect(within(figure('Generated image 1')).getByRole('img')).not.toHaveClass(
        'transparency-checkerboard',
      );
      await waitFor(() => expect(made).not.toHaveAttribute('data-fresh'));
      // The results shown before it were never highlighted.
      expect(figure('Generated image 1')).not.toHaveAttribute('data-fresh');
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('offers only the factors that stay within 4096 pixels a side', async () => {
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 })]);
    await modelsLoaded();
    const width = screen.getByRole('textbox', { name: 'Width' });
    await userEvent.clear(width);
    await userEvent.type(width, '1536');
    await userEvent.tab();
    await generated();

    expect(await imageToolEntry(figure('Generated image 1'), /Upscale ×2/)).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('menuitem', { name: /Upscale ×3/ })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Upscale ×4/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("says why a tool failed, in the server's words, and lets it be tried again", async () => {
    const removals: GeneratorRemoveBackgroundMutationVariables['input'][] = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 1 }),
      removeBackgroundMock(
        new GraphQLError('image: the image could not be read', {
          extensions: { code: 'BAD_USER_INPUT', field: 'image' },
        }),
        removals,
      ),
    ]);
    await modelsLoaded();
    await generated();
    const result = figure('Generated image 1');

    await chooseImageTool(result, 'Remove background');

    expect(await screen.findByText('Background removal failed')).toBeInTheDocument();
    expect(screen.getByText('image: the image could not be read')).toBeInTheDocument();
    expect(removals).toEqual([{ image: 'uuid-0' }]);
    expect(await imageToolEntry(result, 'Remove background')).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('list', { name: 'Tool results' })).toBeNull();
  });

  it("saves a tool result like a generated one, recording the tool's generation", async () => {
    const saved: SaveCreationMutationVariables['input'][] = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 1 }),
      removeBackgroundMock(toolResult('uuid-cut')),
      saveCreationMock(saved),
    ]);
    await modelsLoaded();
    await userEvent.click(screen.getByRole('combobox', { name: 'Save to folder' }));
    await userEvent.click(await screen.findByTitle('Trips'));
    await generated();
    await chooseImageTool(figure('Generated image 1'), 'Remove background');
    const made = await screen.findByRole('figure', { name: 'Tool result 1' });

    await userEvent.click(within(made).getByRole('button', { name: 'Save to folder' }));

    expect(await screen.findByText('Bild sparad')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      folderName: 'Trips',
      imageUrl: 'https://images.example/uuid-cut.png',
      format: 'png',
      prompt: 'a fox',
      generationId: 'tool-uuid-cut',
    });
  });

  it('puts a description of a result in the prompt, asking before replacing one', async () => {
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 1 }),
      describeImageMock('a red fox in fresh snow'),
    ]);
    await modelsLoaded();
    await generated();

    await chooseImageTool(figure('Generated image 1'), 'Describe');

    const dialog = await screen.findByRole('dialog', { name: 'Replace the prompt?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace prompt' }));
    expect(prompt()).toHaveValue('a red fox in fresh snow');
  });

  it('uses a result as the source without uploading it, from the card or the viewer', async () => {
    const sent: SentGenerations = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 2 }, sent),
      ...generateImagesMock({ images: 1 }, sent),
    ]);
    await modelsLoaded();
    await generated(2);

    await chooseImageTool(figure('Generated image 1'), 'Use as source');
    expect(await within(sourcePanel()).findByRole('img', { name: 'Source image' })).toHaveAttribute(
      'src',
      'https://images.example/0.jpg',
    );
    expect(within(sourcePanel()).getByText('Generated image · 1024 × 1024')).toBeInTheDocument();

    await userEvent.click(
      within(figure('Generated image 2')).getByRole('button', { name: 'View full size' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Full size' });
    await userEvent.click(within(viewer).getByRole('button', { name: /Use as source/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Full size' })).toBeNull());
    expect(within(sourcePanel()).getByRole('img', { name: 'Source image' })).toHaveAttribute(
      'src',
      'https://images.example/1.jpg',
    );

    await generate();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ seedImage: 'uuid-1', strength: 0.8 });
  });
});

describe('Dashboard: content check', () => {
  it('asks for the check and blurs flagged images until shown, in the grid and the viewer', async () => {
    const sent: SentGenerations = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 2, nsfw: [true, false] }, sent),
    ]);
    await modelsLoaded();
    await userEvent.click(screen.getByRole('button', { name: /Advanced Settings/ }));
    const check = await screen.findByRole('switch', { name: 'Check for NSFW content' });
    expect(check).not.toBeChecked();
    await userEvent.click(check);
    await generated(2);

    expect(sent[0]).toMatchObject({ checkNsfw: true });
    const flagged = figure('Generated image 1');
    expect(within(flagged).getByRole('img', { name: 'a fox' })).toHaveClass(
      'generator-image-sensitive',
    );
    expect(
      within(figure('Generated image 2')).queryByRole('button', { name: /Sensitive content/ }),
    ).toBeNull();

    await userEvent.click(within(flagged).getByRole('button', { name: 'View full size' }));
    const viewer = await screen.findByRole('dialog', { name: 'Full size' });
    await userEvent.click(
      within(viewer).getByRole('button', { name: 'Sensitive content — click to show' }),
    );

    expect(within(viewer).getByRole('img', { name: 'a fox' })).not.toHaveClass(
      'generator-image-sensitive',
    );
    expect(within(flagged).queryByRole('button', { name: /Sensitive content/ })).toBeNull();
  });
});

describe('Dashboard: Enhance prompt', () => {
  it('offers enhanced versions to choose from, beside the prompt as it was', async () => {
    const asked: GeneratorEnhancePromptMutationVariables['input'][] = [];
    renderDashboard([
      ...dashboardMocks(),
      enhancePromptMock(
        [
          'a red fox in fresh snow, golden hour',
          'a fox curled up asleep, soft light',
          'a fox leaping, motion blur',
        ],
        asked,
      ),
    ]);
    await modelsLoaded();
    const enhance = screen.getByRole('button', { name: /Enhance prompt/ });
    expect(enhance).toBeDisabled();
    expect(enhance).toHaveAccessibleDescription(
      'Write at least 2 characters to enhance the prompt.',
    );

    await userEvent.type(prompt(), ' a fox ');
    await userEvent.click(screen.getByRole('button', { name: /Enhance prompt/ }));

    // By its title inside, not its accessible name: in tests every antd id is "test-id", so the
    // dialog's aria-labelledby can point at the button's tooltip when that opened first.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Enhance prompt')).toBeInTheDocument();
    expect(asked).toEqual([{ prompt: 'a fox', versions: 3 }]);
    expect(within(dialog).getByText('a fox')).toBeInTheDocument();
    const suggestions = within(dialog).getByRole('radiogroup', { name: 'Suggestions' });
    expect(within(suggestions).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).getByText('0.01 credits charged.')).toBeInTheDocument();
    await userEvent.click(
      within(suggestions).getByRole('radio', { name: 'a fox curled up asleep, soft light' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this prompt' }));

    expect(prompt()).toHaveValue('a fox curled up asleep, soft light');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is unavailable for prompts over 300 characters, saying why', async () => {
    renderDashboard(dashboardMocks());
    await modelsLoaded();

    await userEvent.click(prompt());
    await userEvent.paste('x'.repeat(301));

    const enhance = screen.getByRole('button', { name: /Enhance prompt/ });
    expect(enhance).toBeDisabled();
    expect(enhance).toHaveAccessibleDescription(
      'Only prompts of up to 300 characters can be enhanced (this one has 301).',
    );
  });

  it("says why the suggestions could not be made, in the server's words", async () => {
    renderDashboard([
      ...dashboardMocks(),
      enhancePromptMock(
        new GraphQLError('Not enough credits for this call.', {
          extensions: { code: 'insufficientCredits' },
        }),
      ),
    ]);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    await userEvent.click(screen.getByRole('button', { name: /Enhance prompt/ }));

    expect(await screen.findByText('Enhance prompt failed')).toBeInTheDocument();
    expect(screen.getByText('Not enough credits for this call.')).toBeInTheDocument();
    expect(prompt()).toHaveValue('a fox');
  });
});

describe('Dashboard: embeddings', () => {
  async function openAdvanced() {
    await userEvent.click(screen.getByRole('button', { name: /Advanced Settings/ }));
  }

  it('adds a compatible embedding with a weight and sends it', async () => {
    const sent: SentGenerations = [];
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent)]);
    await pickModel('sdxl', 'SDXL');
    await openAdvanced();
    const section = screen.getByRole('region', { name: 'Embeddings' });

    await userEvent.click(within(section).getByRole('button', { name: /Add Embedding/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Embedding' });
    expect(
      within(dialog).getByText('Showing 1 of 2 Embedding models compatible with SDXL 1.0'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Embedding model' }));
    await userEvent.click(
      within(dialog).getByRole('option', { name: modelOption('EasyNegative') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(within(section).getByRole('spinbutton', { name: 'EasyNegative weight' })).toHaveValue(
      '1.00',
    );
    await generated();
    expect(sent[0]?.embeddings).toEqual([{ model: 'civitai:7808@9208', weight: 1 }]);
  });

  it("is hidden when the model's extras take no embeddings", async () => {
    renderDashboard(dashboardMocks());
    await modelsLoaded();
    await openAdvanced();

    expect(await screen.findByRole('region', { name: 'LoRAs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Embeddings' })).toBeNull();
  });

  it('is remembered with the other settings and comes with copied settings', async () => {
    localStorage.setItem(
      COPIED_SETTINGS_KEY,
      JSON.stringify({
        prompt: 'a copied fox',
        model_id: 'civitai:101055@128078',
        embeddings: [{ id: 'civitai:7808@9208', name: 'EasyNegative', weight: 0.5 }],
      }),
    );
    renderDashboard(dashboardMocks());
    await waitFor(() => expect(modelButton()).toHaveTextContent('SDXL'));
    await userEvent.click(screen.getByRole('switch', { name: 'Remember settings' }));
    await openAdvanced();

    const section = await screen.findByRole('region', { name: 'Embeddings' });
    expect(within(section).getByRole('spinbutton', { name: 'EasyNegative weight' })).toHaveValue(
      '0.50',
    );
    const stored = JSON.parse(localStorage.getItem(GENERATION_SETTINGS_KEY) ?? '{}');
    expect(stored.embeddings).toEqual([
      { id: 'civitai:7808@9208', name: 'EasyNegative', weight: 0.5 },
    ]);
  });
});
