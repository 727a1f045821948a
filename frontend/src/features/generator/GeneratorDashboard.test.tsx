import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  type GenerateImagesMutationVariables,
  RecentGenerationsDocument,
} from '../../graphql/generated/graphql';
import {
  baseModelsMock,
  dashboardMocks,
  estimateMock,
  failingUntil,
  foldersMock,
  generateImagesMock,
  modelsMock,
  referenceMock,
  supportMock,
  type CapabilityOverrides,
} from './testing/generatorMocks';
import { modelOption, optionName } from './testing/optionName';
import { recentGeneration, recentGenerationsMock } from './recent/testing/recentMocks';
import { writeAuthToken } from '../../lib/authToken';
import { meMock, testUser } from '../../test/fixtures';
import { liveUpdatesMock, unfinishedGenerationsMock } from './testing/queueMocks';
import { heldOperation } from '../../test/heldOperation';
import { renderApp } from '../../test/renderApp';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import {
  COPIED_SETTINGS_KEY,
  GENERATION_SETTINGS_KEY,
  REMEMBER_SETTINGS_KEY,
} from '../../lib/storageKeys';

function renderDashboard(mocks: MockLink.MockedResponse[] = dashboardMocks(), before?: ApolloLink) {
  return renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks, before });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });

async function pickModel(search: string, name: string) {
  // Once loaded, the first model by name is chosen; the list opens after that.
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
  await userEvent.click(modelButton());
  await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), search);
  await userEvent.click(screen.getByRole('option', { name: modelOption(name) }));
}

/** The dashboard's answers with `first` as the answer to the base model list. */
const withBaseModels = (first: MockLink.MockedResponse) => [first, ...dashboardMocks().slice(1)];

/** The dashboard's answers when there is no model at all. */
const withoutModels = () => [
  baseModelsMock([]),
  modelsMock([]),
  referenceMock(),
  foldersMock(),
  recentGenerationsMock(),
];

async function openAdvanced() {
  await userEvent.click(screen.getByRole('button', { name: /Advanced Settings/ }));
}

/** The dashboard with SDXL chosen and the Advanced Settings open. */
async function openSdxlAdvanced(mocks?: MockLink.MockedResponse[]) {
  renderDashboard(mocks);
  await pickModel('sdxl', 'SDXL');
  await openAdvanced();
}

/** Opens the add dialog of an add-on kind ('LoRA', 'VAE', 'ControlNet'). */
async function openAddDialog(kind: string) {
  // The section shows once the deferred settings and the architecture's capability have loaded.
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Add ${kind}`) }));
  return screen.findByRole('dialog', { name: `Add ${kind}` });
}

/** Chooses `model` in an open add dialog and adds it. */
async function addFromDialog(dialog: HTMLElement, kind: string, model: string | RegExp) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: `${kind} model` }));
  const name = typeof model === 'string' ? modelOption(model) : model;
  await userEvent.click(within(dialog).getByRole('option', { name }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
}

/** Types `width` and `height` over the size fields, then leaves them. */
async function typeSize(width: string, height: string) {
  const field = (name: string) => screen.getByRole('textbox', { name });
  await userEvent.clear(field('Width'));
  await userEvent.type(field('Width'), width);
  await userEvent.clear(field('Height'));
  await userEvent.type(field('Height'), height);
  await userEvent.tab();
}

/** Types the prompt and presses Generate. */
async function submitPrompt(prompt: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), prompt);
  await userEvent.click(screen.getByRole('button', { name: /Generate/ }));
}

/** Generates one image from `prompt` and waits for it. */
async function generateWith(prompt: string) {
  await submitPrompt(prompt);
  await screen.findByText('Generated 1 image(s)');
}

describe('Dashboard page', () => {
  it('asks a visitor to log in and offers nothing else', async () => {
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    expect(
      screen.getByText('You need to be logged in to access the dashboard.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
  });

  it('asks for the catalogue and the recent generations while the signed-in user is still being read', async () => {
    writeAuthToken('test-token');
    const asked: string[] = [];
    /** The mock, recording each request it answers under `name`. */
    const counted = (name: string, mock: MockLink.MockedResponse): MockLink.MockedResponse => ({
      ...mock,
      request: {
        ...mock.request,
        variables: () => {
          asked.push(name);
          return true;
        },
      },
    });
    const [baseModels, ...rest] = dashboardMocks();
    const me = heldOperation('Me');
    renderApp('/dashboard', {
      before: me.link,
      mocks: [
        meMock(testUser()),
        counted('baseModels', baseModels),
        counted('recentGenerations', recentGenerationsMock([recentGeneration('g1')])),
        ...rest.filter((mock) => mock.request.query !== RecentGenerationsDocument),
      ],
    });

    await waitFor(() => expect(asked.sort()).toEqual(['baseModels', 'recentGenerations']));
    expect(screen.queryByRole('heading', { name: 'Create' })).not.toBeInTheDocument();
    me.release();
    expect(await screen.findByRole('heading', { name: 'Create' })).toBeInTheDocument();
    await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
    // The dashboard found both in the cache: one request each, and the newest results shown.
    expect(await screen.findByRole('button', { name: /a fox, 1 image$/ })).toBeInTheDocument();
    expect(asked.sort()).toEqual(['baseModels', 'recentGenerations']);
  });

  it("leads a visitor to the sign-in screen's Log in, and back to the dashboard after it", async () => {
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Please Log In' });

    const main = within(screen.getByRole('main'));
    const login = main.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/auth');
    expect(login).toHaveClass('ant-btn-primary');

    await userEvent.click(login);
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  describe('model picker', () => {
    it('shows "Loading models..." and then selects the first model by name', async () => {
      // The list is asked for beside the user (DashboardWarmUp): its answer must come later than
      // the dashboard, or the loading state is never seen. It is held until the dashboard shows.
      const list = heldOperation('GeneratorBaseModels');
      renderDashboard(withBaseModels(baseModelsMock()), list.link);

      expect(await screen.findByText('Loading models...')).toBeInTheDocument();
      list.release();
      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
    });

    it('says "Failed to load models" when the list cannot be read', async () => {
      renderDashboard(withBaseModels(baseModelsMock([], { error: new Error('offline') })));

      expect(await screen.findByText('Failed to load models')).toBeInTheDocument();
    });

    it('keeps Generate disabled until the models have loaded and one is chosen', async () => {
      const list = heldOperation('GeneratorBaseModels');
      renderDashboard(withBaseModels(baseModelsMock()), list.link);

      expect(await screen.findByText('Loading models...')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled();
      list.release();
      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
      expect(screen.getByRole('button', { name: /Generate/ })).toBeEnabled();
    });

    it('keeps Generate disabled after "Failed to load models" and loads them again on request', async () => {
      let offline = true;
      renderDashboard([
        failingUntil(baseModelsMock(), () => !offline),
        ...dashboardMocks().slice(1),
      ]);

      expect(await screen.findByText('Failed to load models')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled();

      offline = false;
      await userEvent.click(screen.getByRole('button', { name: /Try again/ }));

      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
      expect(screen.queryByText('Failed to load models')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Generate/ })).toBeEnabled();
    });

    it('keeps Generate disabled when there are no models to choose', async () => {
      renderDashboard(withoutModels());

      await waitFor(() => expect(modelButton()).toHaveTextContent('No models available'));
      expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled();
    });

    it('says "No models available", and "Inga modeller tillgängliga" in the open list', async () => {
      renderDashboard(withoutModels());

      await waitFor(() => expect(modelButton()).toHaveTextContent('No models available'));
      await userEvent.click(modelButton());
      expect(screen.getByText('Inga modeller tillgängliga')).toBeInTheDocument();
    });

    it('searches names case-insensitively; choosing closes the list and clears the search', async () => {
      renderDashboard();
      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));

      await userEvent.click(modelButton());
      const list = screen.getByRole('listbox', { name: 'Model' });
      expect(list.parentElement?.querySelector('ul')).toHaveStyle({ maxHeight: '15rem' });
      await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), 'xL');
      expect((await within(list).findAllByRole('option')).map(optionName)).toEqual([
        'Juggernaut XL',
        'SDXL',
      ]);
      await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), 'zzz');
      expect(screen.getByText('Inga modeller hittades')).toBeInTheDocument();

      await userEvent.clear(screen.getByPlaceholderText('Sök modeller...'));
      await userEvent.click(screen.getByRole('option', { name: modelOption('SDXL') }));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(modelButton()).toHaveTextContent('SDXL');
      await userEvent.click(modelButton());
      expect(screen.getByPlaceholderText('Sök modeller...')).toHaveValue('');
    });
  });

  describe('prompt panel', () => {
    it('has a 5-row prompt and a 3-row negative prompt with its hint', async () => {
      renderDashboard();
      await pickModel('sdxl', 'SDXL');

      expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveAttribute('rows', '5');
      const negative = screen.getByRole('textbox', { name: 'Negative Prompt' });
      expect(negative).toHaveAttribute('rows', '3');
      expect(negative).toHaveValue('blurry, bad quality');
      expect(screen.getByText('required, min 2 characters')).toBeInTheDocument();
    });

    it('replaces the negative prompt with a notice for FLUX models', async () => {
      renderDashboard();
      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));

      expect(
        await screen.findByText("FLUX models don't support negative prompts"),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Negative Prompt' })).not.toBeInTheDocument();
    });

    it('resets the negative prompt to the default; the reset is disabled while it is empty', async () => {
      renderDashboard();
      await pickModel('sdxl', 'SDXL');
      const negative = screen.getByRole('textbox', { name: 'Negative Prompt' });
      const reset = screen.getByRole('button', { name: 'Reset negative prompt' });

      await userEvent.clear(negative);
      expect(reset).toBeDisabled();
      await userEvent.type(negative, 'x');
      expect(reset).toBeEnabled();
      await userEvent.click(reset);
      expect(negative).toHaveValue('blurry, bad quality');
    });

    it('refuses to generate without a prompt', async () => {
      const sent: unknown[] = [];
      renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent as never[])]);
      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));

      await submitPrompt('   ');

      expect(
        await screen.findByText('Please enter a prompt before generating images.'),
      ).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('refuses a one-character negative prompt', async () => {
      renderDashboard();
      await pickModel('sdxl', 'SDXL');
      await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a fox');
      const negative = screen.getByRole('textbox', { name: 'Negative Prompt' });
      await userEvent.clear(negative);
      await userEvent.type(negative, 'x');
      await userEvent.click(screen.getByRole('button', { name: /Generate/ }));

      expect(
        await screen.findByText('The negative prompt needs at least 2 characters.'),
      ).toBeInTheDocument();
    });
  });

  describe('basic controls', () => {
    it('falls back to 1024 for an empty or invalid size and switches the preset to Custom', async () => {
      const sent: GenerateImagesMutationVariables['input'][] = [];
      renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent)]);
      await pickModel('sdxl', 'SDXL');
      await typeSize('768', 'abc');

      expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('1024');
      expect(screen.getByTitle('Custom')).toBeInTheDocument();

      await generateWith('a fox');
      expect(sent[0]).toMatchObject({ width: 768, height: 1024 });
    });

    it('sets width and height from a preset', async () => {
      renderDashboard();
      await pickModel('sdxl', 'SDXL');

      await userEvent.click(screen.getByRole('combobox', { name: 'Preset' }));
      await userEvent.click(await screen.findByTitle('Portrait'));

      expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('1024');
      expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('1536');
    });

    it('keeps the image count between 1 and 20', async () => {
      renderDashboard();
      await pickModel('sdxl', 'SDXL');
      const count = screen.getByRole('spinbutton', { name: 'Number of images' });

      await userEvent.clear(count);
      await userEvent.type(count, '25');
      await userEvent.tab();

      expect(count).toHaveValue('20');
    });
  });

  describe('advanced settings', () => {
    it('accepts only digits as the seed; the random seed is below one billion', async () => {
      await openSdxlAdvanced();
      const seed = await screen.findByRole('textbox', { name: 'Seed' });

      await userEvent.type(seed, '12a3');
      expect(seed).toHaveValue('123');
      await userEvent.clear(seed);
      expect(seed).toHaveValue('');

      await userEvent.click(screen.getByRole('button', { name: 'Random seed' }));
      const value = Number((seed as HTMLInputElement).value);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThan(1_000_000_000);
    });

    it('offers to load the add-on models again when they failed', async () => {
      let offline = true;
      await openSdxlAdvanced([
        baseModelsMock(),
        failingUntil(modelsMock(), () => !offline),
        referenceMock(),
        supportMock(1),
        supportMock(12),
        foldersMock(),
        recentGenerationsMock(),
      ]);
      const dialog = await openAddDialog('LoRA');
      expect(within(dialog).getByText('Failed to load models')).toBeInTheDocument();

      offline = false;
      await userEvent.click(within(dialog).getByRole('button', { name: /Try again/ }));

      expect(
        await within(dialog).findByText('Showing 1 of 2 LoRA models compatible with SDXL 1.0'),
      ).toBeInTheDocument();
    });

    it('adds a compatible LoRA: the dialog notes the filter and Add waits for a model', async () => {
      await openSdxlAdvanced();
      const dialog = await openAddDialog('LoRA');

      expect(
        within(dialog).getByText('Showing 1 of 2 LoRA models compatible with SDXL 1.0'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();

      // Incompatible models show in red only on request.
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: 'Show incompatible models' }),
      );
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'LoRA model' }));
      // The theme's error text red (colorErrorText, darker than antd's for contrast).
      expect(within(dialog).getByRole('option', { name: /Detail Tweaker LoRA/ })).toHaveStyle({
        color: 'rgb(207, 19, 34)',
      });
      const pixelArt = within(dialog).getByRole('option', { name: modelOption('Pixel Art XL') });
      expect(pixelArt).not.toHaveStyle({
        color: 'rgb(207, 19, 34)',
      });
      await userEvent.click(pixelArt);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

      const loras = screen.getByRole('region', { name: 'LoRAs' });
      expect(within(loras).getByText('Pixel Art XL')).toBeInTheDocument();
      expect(within(loras).getByRole('spinbutton', { name: 'Pixel Art XL weight' })).toHaveValue(
        '1.00',
      );
      expect(within(loras).queryByText(/Architecture mismatch/)).not.toBeInTheDocument();

      await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a castle');
      await userEvent.click(
        within(loras).getByRole('button', { name: 'Add trigger word pixel art to the prompt' }),
      );
      expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('a castle, pixel art');

      await userEvent.click(within(loras).getByRole('button', { name: 'Remove Pixel Art XL' }));
      expect(within(loras).getByText('No LoRAs added.')).toBeInTheDocument();
    });

    it('warns about a LoRA of another architecture', async () => {
      await openSdxlAdvanced();
      const dialog = await openAddDialog('LoRA');
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: 'Show incompatible models' }),
      );
      await addFromDialog(dialog, 'LoRA', /Detail Tweaker LoRA/);

      expect(
        screen.getByText(
          'Architecture mismatch: This LoRA may not be compatible with the selected base model',
        ),
      ).toBeInTheDocument();
    });

    it('lists the base model and the LoRA last used first, under "Recent"', async () => {
      await openSdxlAdvanced();
      const loraPicker = (dialog: HTMLElement) =>
        within(dialog).getByRole('combobox', { name: 'LoRA model' });
      const pixelArt = () => screen.findByRole('option', { name: modelOption('Pixel Art XL') });

      // Chosen, then cancelled: not used, so not remembered.
      const first = await openAddDialog('LoRA');
      await userEvent.click(loraPicker(first));
      await userEvent.click(await pixelArt());
      await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
      const second = await openAddDialog('LoRA');
      await userEvent.click(loraPicker(second));
      await userEvent.click(await pixelArt());
      expect(screen.queryByRole('group', { name: 'Recent' })).not.toBeInTheDocument();
      await userEvent.click(within(second).getByRole('button', { name: 'Add' }));

      const third = await openAddDialog('LoRA');
      await userEvent.click(loraPicker(third));
      const recentLoras = await screen.findByRole('group', { name: 'Recent' });
      expect(within(recentLoras).getAllByRole('option').map(optionName)).toEqual(['Pixel Art XL']);
      await userEvent.keyboard('{Escape}{Escape}');

      await userEvent.click(modelButton());
      const recentModels = await screen.findByRole('group', { name: 'Recent' });
      expect(within(recentModels).getAllByRole('option').map(optionName)).toEqual(['SDXL']);
    });

    it('holds one VAE at most: "Add VAE" hides while one is chosen', async () => {
      await openSdxlAdvanced();
      const dialog = await openAddDialog('VAE');
      await addFromDialog(dialog, 'VAE', 'SDXL VAE');

      const section = screen.getByRole('region', { name: 'VAE' });
      expect(within(section).queryByRole('button', { name: /Add VAE/ })).not.toBeInTheDocument();
      await userEvent.click(within(section).getByRole('button', { name: 'Remove SDXL VAE' }));
      expect(within(section).getByRole('button', { name: /Add VAE/ })).toBeInTheDocument();
    });

    it('sends a ControlNet with its guide image, steps and control mode', async () => {
      const sent: GenerateImagesMutationVariables['input'][] = [];
      await openSdxlAdvanced([...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent)]);
      const dialog = await openAddDialog('ControlNet');
      await addFromDialog(dialog, 'ControlNet', 'Canny Edge');

      const section = screen.getByRole('region', { name: 'ControlNets' });
      // The provider takes ControlNet weights up to 1 only.
      expect(within(section).getByRole('slider', { name: 'Canny Edge weight' })).toHaveAttribute(
        'aria-valuemax',
        '1',
      );
      // Pasted: each key typed re-renders the whole dashboard (29 keys took 40 s of this test
      // beside three test runs).
      await userEvent.click(within(section).getByRole('textbox', { name: 'Guide image' }));
      await userEvent.paste('https://img.example/edges.png');
      await userEvent.type(within(section).getByRole('spinbutton', { name: 'Start step' }), '2');
      await userEvent.type(within(section).getByRole('spinbutton', { name: 'End step' }), '12');
      await userEvent.click(within(section).getByRole('combobox', { name: 'Control mode' }));
      await userEvent.click(await screen.findByTitle('Prompt is more important'));
      await generateWith('a house');
      expect(sent[0]?.controlNets).toEqual([
        {
          model: 'runware:20@1',
          weight: 1,
          guideImage: 'https://img.example/edges.png',
          startStep: 2,
          endStep: 12,
          controlMode: 'prompt',
        },
      ]);
    });

    it('hides the VAE, ControlNet and IP-Adapter sections when the model has no such extras', async () => {
      renderDashboard();
      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
      await openAdvanced();

      expect(await screen.findByRole('region', { name: 'LoRAs' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'ControlNets' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'VAE' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'IP-Adapters' })).not.toBeInTheDocument();
    });

    it('summarises an architecture without recorded capabilities as supporting nothing', async () => {
      await openSdxlAdvanced([
        ...dashboardMocks().filter((_, index) => index !== 3),
        supportMock(1, null),
      ]);

      expect(await screen.findByLabelText('LoRA: not supported')).toBeInTheDocument();
      expect(screen.getByLabelText('VAE: not supported')).toBeInTheDocument();
      // SDXL's own extras still offer the LoRA section.
      expect(screen.getByRole('region', { name: 'LoRAs' })).toBeInTheDocument();
    });
  });

  describe('architecture capability', () => {
    /** The dashboard's answers with the SDXL architecture's capability changed. */
    function capabilityMocks(
      overrides: CapabilityOverrides,
      sent?: GenerateImagesMutationVariables['input'][],
    ) {
      return [
        baseModelsMock(),
        modelsMock(),
        referenceMock(),
        supportMock(1, overrides),
        supportMock(12),
        foldersMock(),
        estimateMock(),
        recentGenerationsMock(),
        unfinishedGenerationsMock(),
        liveUpdatesMock(),
        ...(sent ? [...generateImagesMock({ images: 1 }, sent)] : []),
      ];
    }

    it('shows the notice when the capability refuses a negative prompt, whatever its name', async () => {
      const sent: GenerateImagesMutationVariables['input'][] = [];
      renderDashboard(capabilityMocks({ supportsNegativePrompt: false }, sent));
      // SDXL 1.0 by name, FLUX-like by capability.
      await pickModel('sdxl', 'SDXL');

      expect(
        await screen.findByText("FLUX models don't support negative prompts"),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Negative Prompt' })).not.toBeInTheDocument();
      await generateWith('a fox');
      expect(sent[0]).not.toHaveProperty('negativePrompt');
    });

    it("caps the steps at the capability's maxSteps", async () => {
      const sent: GenerateImagesMutationVariables['input'][] = [];
      await openSdxlAdvanced(capabilityMocks({ maxSteps: 50 }, sent));
      await waitFor(() =>
        expect(screen.getByRole('slider', { name: 'Steps' })).toHaveAttribute(
          'aria-valuemax',
          '50',
        ),
      );
      const steps = screen.getByRole('spinbutton', { name: 'Steps' });

      await userEvent.clear(steps);
      await userEvent.type(steps, '80');

      // Said as it is typed, not snapped silently: the most the architecture takes.
      const note = 'At most 50 steps with SDXL 1.0: 50 are used instead of 80.';
      expect(screen.getByText(note)).toBeInTheDocument();
      expect(steps).toHaveAccessibleDescription(note);
      await userEvent.tab();
      expect(steps).toHaveValue('50');
      expect(screen.getByText(note)).toBeInTheDocument();

      await generateWith('a fox');
      expect(sent[0]).toMatchObject({ steps: 50 });

      // A number in range ends the note.
      await userEvent.clear(steps);
      await userEvent.type(steps, '30');
      expect(screen.queryByText(/^At most 50 steps/)).not.toBeInTheDocument();
    });

    it('flags a size off the multiple as it is typed, offering the nearest accepted size', async () => {
      const sent: GenerateImagesMutationVariables['input'][] = [];
      renderDashboard(capabilityMocks({}, sent));
      await pickModel('sdxl', 'SDXL');
      const width = screen.getByRole('textbox', { name: 'Width' });
      await waitFor(() => expect(width).toHaveAttribute('step', '64'));
      expect(width).toHaveAttribute('min', '128');
      expect(width).toHaveAttribute('max', '2048');
      expect(screen.queryByText(/^Nearest accepted size/)).not.toBeInTheDocument();

      await typeSize('1000', '1000');

      // What was typed stays, marked, and would be sent as typed (the provider's refusal has its
      // own panel); the hint names the nearest size it accepts.
      expect(width).toHaveValue('1000');
      expect(width).toHaveAttribute('aria-invalid', 'true');
      const hint = 'Nearest accepted size: 1024×1024 (sizes are multiples of 64)';
      expect(screen.getByText(hint)).toBeInTheDocument();
      expect(width).toHaveAccessibleDescription(hint);

      await userEvent.click(screen.getByRole('button', { name: 'Use 1024×1024' }));

      expect(width).toHaveValue('1024');
      expect(width).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(/^Nearest accepted size/)).not.toBeInTheDocument();
      // The nearest size is a preset's: the preset says so.
      expect(screen.getByTitle('Square')).toBeInTheDocument();
      await generateWith('a fox');
      expect(sent[0]).toMatchObject({ width: 1024, height: 1024 });
    });

    it('flags 777 at once, only the side that is off', async () => {
      renderDashboard(capabilityMocks({}));
      await pickModel('sdxl', 'SDXL');
      const width = screen.getByRole('textbox', { name: 'Width' });
      await waitFor(() => expect(width).toHaveAttribute('step', '64'));

      await userEvent.clear(width);
      await userEvent.type(width, '777');

      expect(
        screen.getByText('Nearest accepted size: 768×1024 (sizes are multiples of 64)'),
      ).toBeInTheDocument();
      expect(width).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: 'Height' })).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('button', { name: 'Use 768×1024' })).toBeInTheDocument();
    });

    it("keeps add-on weights inside the capability's range", async () => {
      const sent: GenerateImagesMutationVariables['input'][] = [];
      await openSdxlAdvanced(capabilityMocks({ minLoraWeight: 0.5, maxLoraWeight: 1.5 }, sent));
      const dialog = await openAddDialog('LoRA');
      expect(within(dialog).getByRole('slider', { name: 'Weight' })).toHaveAttribute(
        'aria-valuemax',
        '1.5',
      );
      await addFromDialog(dialog, 'LoRA', 'Pixel Art XL');

      const loras = screen.getByRole('region', { name: 'LoRAs' });
      expect(within(loras).getByRole('slider', { name: 'Pixel Art XL weight' })).toHaveAttribute(
        'aria-valuemin',
        '0.5',
      );
      const weight = within(loras).getByRole('spinbutton', { name: 'Pixel Art XL weight' });
      await userEvent.clear(weight);
      await userEvent.type(weight, '3');
      await userEvent.tab();
      expect(weight).toHaveValue('1.50');

      await generateWith('a castle');
      expect(sent[0]?.loras).toEqual([{ model: 'civitai:120096@135931', weight: 1.5 }]);
    });
  });

  describe('generation', () => {
    it('shows the results, the cost, a toast, and the new balance in the header', async () => {
      const sent: GenerateImagesMutationVariables['input'][] = [];
      renderDashboard([
        ...dashboardMocks(),
        ...generateImagesMock({ images: 2, creditsCharged: 0.21, creditBalance: 42.29 }, sent),
      ]);
      await pickModel('sdxl', 'SDXL');
      expect(screen.getByRole('button', { name: /Download All/ })).toBeDisabled();
      expect(screen.getByText('No images generated yet')).toBeInTheDocument();
      expect(screen.getByRole('banner')).toHaveTextContent('42.5 credits');

      await submitPrompt('a fox');
      expect(screen.getByText('Generating your images')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: /Reset to Defaults/ })).toBeDisabled();

      expect(await screen.findByText('Generated 2 image(s)')).toBeInTheDocument();
      expect(screen.getAllByRole('figure')).toHaveLength(2);
      // First what the user paid, then the spec's total cost in dollars, explained on hover.
      expect(screen.getByText('0.21 credits')).toBeInTheDocument();
      const totalCost = screen.getByLabelText('Total cost');
      expect(totalCost).toHaveTextContent('$0.0026');
      await userEvent.hover(totalCost);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Provider cost');
      expect(screen.getByRole('button', { name: /Download All/ })).toBeEnabled();
      expect(screen.getByRole('banner')).toHaveTextContent('42.29 credits');
      expect(sent[0]).toMatchObject({
        prompt: 'a fox',
        negativePrompt: 'blurry, bad quality',
        model: 'civitai:101055@128078',
        imageCount: 1,
        steps: 20,
        cfgScale: 7,
        clipSkip: 0,
        format: 'jpeg',
      });
      expect(sent[0]).not.toHaveProperty('promptWeighting');
      expect(sent[0]).not.toHaveProperty('seed');
      expect(sent[0]?.taskUUID).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('hides the cost when "Show cost" is off', async () => {
      localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ displayCost: false }));
      renderDashboard([
        ...dashboardMocks(),
        ...generateImagesMock({ images: 1, creditsCharged: 0.21 }),
      ]);
      await pickModel('sdxl', 'SDXL');
      await generateWith('a fox');
      expect(screen.queryByText('0.21 credits')).not.toBeInTheDocument();
    });

    it.each([
      ['invalidWidth', 400, 'Image Dimension Error', 'Width and height must be multiples of 64.'],
      [
        'unsupportedLoraModel',
        400,
        'LoRA Model Compatibility Error',
        'Remove the LoRA, or switch to a base model of the same architecture as the LoRA.',
      ],
      [
        'unsupportedArchitectureNegativePrompt',
        400,
        'Negative Prompt Not Supported',
        'Clear the negative prompt, or choose a model that supports negative prompts.',
      ],
      [
        'insufficientCredits',
        402,
        'Insufficient credits',
        'Generate fewer or smaller images, or use fewer steps.',
      ],
    ])('shows a %s refusal under its title', async (code, status, title, tip) => {
      const refusal = new GraphQLError('The provider refused.', { extensions: { code, status } });
      renderDashboard([...dashboardMocks(), ...generateImagesMock(refusal)]);
      await pickModel('sdxl', 'SDXL');
      await submitPrompt('a fox');

      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(panel).getByText(tip)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Download All/ })).toBeDisabled();
    });

    it('offers to buy credits when the credits ran out', async () => {
      const refusal = new GraphQLError('Not enough credits for this generation.', {
        extensions: { code: 'insufficientCredits', status: 402 },
      });
      const { router } = renderDashboard([...dashboardMocks(), ...generateImagesMock(refusal)]);
      await pickModel('sdxl', 'SDXL');
      await submitPrompt('a fox');
      const panel = await screen.findByRole('alert');

      await userEvent.click(within(panel).getByRole('link', { name: /Buy credits/ }));

      expect(router.state.location.pathname).toBe('/credits');
    });

    it('retry clears the error and generates again', async () => {
      const refusal = new GraphQLError('busy', {
        extensions: { code: 'providerUnavailable', status: 503 },
      });
      renderDashboard([
        ...dashboardMocks(),
        ...generateImagesMock(refusal),
        ...generateImagesMock({ images: 1 }),
      ]);
      await pickModel('sdxl', 'SDXL');
      await submitPrompt('a fox');
      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('heading', { name: 'Generation Error' })).toBeInTheDocument();
      expect(within(panel).getByText('API error (503): busy')).toBeInTheDocument();

      await userEvent.click(within(panel).getByRole('button', { name: /Retry/ }));

      expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Generation Error' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('figure')).toHaveLength(1);
    });
  });

  describe('remembered and copied settings', () => {
    it('starts from the remembered parameters, tolerating malformed entries', async () => {
      localStorage.setItem(REMEMBER_SETTINGS_KEY, 'true');
      localStorage.setItem(
        GENERATION_SETTINGS_KEY,
        JSON.stringify({
          apiKey: 'own-key',
          prompt: 'a remembered fox',
          negative_prompt: 42,
          model_id: 'civitai:133005@1759168',
          width: 768,
          height: 'tall',
          format: 'webp',
          imageCount: 3,
          loras: 'not a list',
        }),
      );
      renderDashboard();

      await waitFor(() => expect(modelButton()).toHaveTextContent('Juggernaut XL'));
      expect(screen.getByRole('switch', { name: 'Remember settings' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('a remembered fox');
      expect(screen.getByRole('textbox', { name: 'Negative Prompt' })).toHaveValue(
        'blurry, bad quality',
      );
      expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('768');
      expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('1024');
      expect(screen.getByRole('radio', { name: 'WEBP' })).toBeChecked();
      expect(screen.getByRole('spinbutton', { name: 'Number of images' })).toHaveValue('3');
    });

    it('saves every change while on, and deletes the saved entries when turned off', async () => {
      localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ apiKey: 'own-key' }));
      renderDashboard();
      await pickModel('sdxl', 'SDXL');
      const stored = () => JSON.parse(localStorage.getItem(GENERATION_SETTINGS_KEY) ?? '{}');

      await userEvent.click(screen.getByRole('switch', { name: 'Remember settings' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a kept fox');
      expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('true');
      expect(stored()).toMatchObject({
        apiKey: 'own-key',
        prompt: 'a kept fox',
        model_id: 'civitai:101055@128078',
      });

      await userEvent.click(screen.getByRole('switch', { name: 'Remember settings' }));
      expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('false');
      expect(stored()).toEqual({ apiKey: 'own-key' });
    });

    it('applies settings copied from the gallery as it opens, and undoes that on request', async () => {
      localStorage.setItem(
        COPIED_SETTINGS_KEY,
        JSON.stringify({
          prompt: 'a copied lighthouse',
          negative_prompt: 'fog',
          model_id: 'civitai:133005@1759168',
          width: 1536,
          height: 1024,
          format: 'png',
          steps: 30,
        }),
      );
      renderDashboard();

      // No Apply step: the copied settings are in the form at once.
      await waitFor(() => expect(modelButton()).toHaveTextContent('Juggernaut XL'));
      expect(screen.getByText('Copied settings applied')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('a copied lighthouse');
      expect(screen.getByRole('textbox', { name: 'Negative Prompt' })).toHaveValue('fog');
      expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('1536');
      expect(screen.getByRole('radio', { name: 'PNG' })).toBeChecked();
      // Taken: a reload does not apply them again.
      expect(localStorage.getItem(COPIED_SETTINGS_KEY)).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

      await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
      expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('1024');
      expect(screen.queryByText('Copied settings applied')).not.toBeInTheDocument();
    });
  });
});
