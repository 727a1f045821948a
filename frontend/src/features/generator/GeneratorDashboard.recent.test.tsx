import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeneratorUpscaleImageMutationVariables } from '../../graphql/generated/graphql';
import {
  dashboardMocks,
  generateImagesMock,
  toolResult,
  upscaleImageMock,
} from './testing/generatorMocks';
import { recentGeneration, recentGenerationsMock } from './recent/testing/recentMocks';
import { testUser } from '../../test/fixtures';
import { heldOperation } from '../../test/heldOperation';
import { renderApp } from '../../test/renderApp';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { modelOption } from './testing/optionName';
import { chooseImageTool } from './testing/imageTools';
import { GENERATION_SETTINGS_KEY, REMEMBER_SETTINGS_KEY } from '../../lib/storageKeys';

// The recent generations under the preview: what was made before a reload (or on another page,
// or device) is there to see again, with its settings, and the newest made with the form's model
// is on the preview when the page opens.

const SDXL_AIR = 'civitai:101055@128078';
const JUGGERNAUT_AIR = 'civitai:133005@1759168';

/** "Remember settings" on, with the form last set to this model (a return visit's settings). */
function rememberModel(modelAir: string) {
  localStorage.setItem(REMEMBER_SETTINGS_KEY, 'true');
  localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ model_id: modelAir }));
}

/** The recent generations' answers go first: the first mock that matches answers. */
function renderDashboard(
  recent: MockLink.MockedResponse,
  more: MockLink.MockedResponse[] = [],
  before?: ApolloLink,
) {
  return renderApp('/dashboard', {
    user: testUser({ creditBalance: 42.5 }),
    mocks: [recent, ...dashboardMocks(), ...more],
    before,
  });
}

const strip = () => screen.getByRole('region', { name: 'Recent generations' });
/** The strip is a chunk of its own: it shows once loaded. */
const findStrip = () => screen.findByRole('region', { name: 'Recent generations' });
const entry = (name: string) => within(strip()).getByRole('button', { name });
/** The thumbnails, each a button named by its generation (its menu button comes after it). */
const entries = () => within(strip()).getAllByRole('button', { name: /images?$/ });
const figure = (name: string) => screen.getByRole('figure', { name });
const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });
const thumbnail = (button: HTMLElement) => button.querySelector('img')!;

async function modelsLoaded() {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('FLUX.1 Dev'),
  );
}

/** SDXL takes a negative prompt (FLUX, chosen first, does not). */
async function pickSdxl() {
  await modelsLoaded();
  await userEvent.click(screen.getByRole('combobox', { name: 'Model' }));
  await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), 'sdxl');
  await userEvent.click(screen.getByRole('option', { name: modelOption('SDXL') }));
}

const fox = recentGeneration('g-fox', { images: ['fox-1', 'fox-2'] });
const cat = recentGeneration('g-cat', {
  images: ['cat-1'],
  modelName: 'Juggernaut XL',
  parameters: { prompt: 'a cat', model: 'civitai:133005@1759168', width: 1024, height: 1536 },
  createdAt: '2026-03-01T12:05:00.000Z',
});

describe('Dashboard: recent generations', () => {
  it('lists what was made, newest first, leaving out failed calls and those without images', async () => {
    renderDashboard(
      recentGenerationsMock([
        recentGeneration('g-up', {
          taskType: 'upscale',
          modelName: 'Upscale ×2',
          parameters: { image: 'fox-1', upscaleFactor: 2 },
          images: ['fox-1-up'],
        }),
        recentGeneration('g-failed', {
          status: 'failed',
          parameters: { prompt: 'a wolf' },
          images: [],
        }),
        recentGeneration('g-described', { taskType: 'caption', images: [] }),
        fox,
      ]),
    );

    await waitFor(() =>
      expect(entries().map((button) => button.getAttribute('aria-label'))).toEqual([
        'Upscaled ×2: a fox, 1 image',
        'SDXL: a fox, 2 images',
      ]),
    );
    expect(within(strip()).queryByRole('button', { name: /a wolf/ })).toBeNull();
    expect(thumbnail(entry('SDXL: a fox, 2 images'))).toHaveAttribute(
      'src',
      'https://images.example/fox-1.jpg',
    );
  });

  it('shows the newest results of the remembered model on an empty preview, saying where they come from', async () => {
    rememberModel(JUGGERNAUT_AIR);
    renderDashboard(recentGenerationsMock([cat, fox]));

    const shown = await screen.findByRole('figure', { name: 'Generated image 1' });
    await findStrip();
    expect(within(shown).getByRole('img', { name: 'a cat' })).toHaveAttribute(
      'src',
      'https://images.example/cat-1.jpg',
    );
    expect(screen.getByText('From your recent generations')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 1 image from your recent generations.',
    );
    expect(screen.queryByText('No images generated yet')).toBeNull();
    expect(screen.queryByText(/Generated \d image\(s\)/)).toBeNull();
    expect(entry('Juggernaut XL: a cat, 1 image')).toHaveAttribute('aria-current', 'true');
    expect(entry('SDXL: a fox, 2 images')).not.toHaveAttribute('aria-current');
  });

  it("never shows another model's results beside the form: the newest of its own, else none", async () => {
    rememberModel(SDXL_AIR);
    const first = renderDashboard(recentGenerationsMock([cat, fox]));

    // The newer Juggernaut XL results give way to the SDXL ones, the form's model.
    const shown = await screen.findByRole('figure', { name: 'Generated image 2' });
    expect(within(shown).getByRole('img', { name: 'a fox' })).toBeInTheDocument();
    await findStrip();
    expect(entry('SDXL: a fox, 2 images')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('SDXL');
    first.unmount();

    // "Remember settings" off: the form starts from its defaults (FLUX.1 Dev), and no results
    // of SDXL or Juggernaut XL sit beside them.
    localStorage.clear();
    renderDashboard(recentGenerationsMock([cat, fox]));
    await findStrip();
    await modelsLoaded();
    expect(screen.getByText('No images generated yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Generated image 1' })).toBeNull();
    expect(entry('Juggernaut XL: a cat, 1 image')).not.toHaveAttribute('aria-current');
  });

  it('brings back the settings of a picked generation with its images, and undoes that on request', async () => {
    const withSettings = recentGeneration('g-owl', {
      images: ['owl'],
      modelName: 'SDXL',
      parameters: {
        prompt: 'an owl at night',
        negativePrompt: 'daylight',
        model: SDXL_AIR,
        width: 832,
        height: 1216,
        format: 'png',
        imageCount: 1,
        steps: 35,
        loras: [{ model: 'civitai:120096@135931', weight: 0.7 }],
      },
    });
    renderDashboard(recentGenerationsMock([withSettings]));
    await findStrip();
    await modelsLoaded();
    await userEvent.type(prompt(), 'a draft');

    await userEvent.click(entry('SDXL: an owl at night, 1 image'));

    expect(
      within(figure('Generated image 1')).getByRole('img', { name: 'an owl at night' }),
    ).toBeInTheDocument();
    // The form follows as soon as the deferred parts have it (fetched as the page opened).
    await waitFor(() => expect(prompt()).toHaveValue('an owl at night'));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('SDXL');
    expect(screen.getByRole('textbox', { name: 'Negative Prompt' })).toHaveValue('daylight');
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('832');
    expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('1216');
    expect(screen.getByRole('radio', { name: 'PNG' })).toBeChecked();
    expect(screen.getByText('Settings restored')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(prompt()).toHaveValue('a draft');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('FLUX.1 Dev');
    expect(screen.queryByText('Settings restored')).toBeNull();
    // The images stay: only the form went back.
    expect(figure('Generated image 1')).toBeInTheDocument();
  });

  it('is walked with the arrow keys, Home and End, and picked with Enter', async () => {
    renderDashboard(
      recentGenerationsMock([cat, fox, recentGeneration('g-owl', { images: ['owl'] })]),
    );
    await findStrip();
    const [first, second, third] = entries();

    first!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it("brings back a creator tool's result beside the results it was made from", async () => {
    rememberModel(SDXL_AIR);
    renderDashboard(
      recentGenerationsMock([
        recentGeneration('g-cut', {
          taskType: 'removeBackground',
          modelName: 'Background removal',
          parameters: { image: 'fox-2' },
          images: ['fox-2-cut'],
        }),
        fox,
      ]),
    );

    const made = await screen.findByRole('figure', { name: 'Generated image 2' });
    expect(within(made).getByRole('img', { name: 'a fox' })).toHaveAttribute(
      'src',
      'https://images.example/fox-2.jpg',
    );
    const tool = screen.getByRole('figure', { name: 'Tool result 1' });
    expect(within(tool).getByText('Background removed')).toBeInTheDocument();
    expect(within(tool).getByRole('img', { name: 'a fox' })).toHaveAttribute(
      'src',
      'https://images.example/fox-2-cut.jpg',
    );
    expect(screen.queryByRole('figure', { name: 'Generated image 3' })).toBeNull();
    await findStrip();
    expect(entry('Background removed: a fox, 1 image')).toHaveAttribute('aria-current', 'true');
    expect(entry('SDXL: a fox, 2 images')).not.toHaveAttribute('aria-current');
  });

  it('shows a picked generation as results again, which the tools then work on', async () => {
    const upscales: GeneratorUpscaleImageMutationVariables['input'][] = [];
    const upscaledFox = recentGeneration('tool-fox-2-up', {
      taskType: 'upscale',
      parameters: { image: 'fox-2', upscaleFactor: 2 },
      images: ['fox-2-up'],
    });
    renderDashboard(recentGenerationsMock([cat, fox], [upscaledFox, cat, fox]), [
      upscaleImageMock(toolResult('fox-2-up'), upscales),
    ]);
    await findStrip();

    await userEvent.click(entry('SDXL: a fox, 2 images'));

    expect(within(figure('Generated image 2')).getByRole('img', { name: 'a fox' })).toHaveAttribute(
      'src',
      'https://images.example/fox-2.jpg',
    );
    expect(entry('SDXL: a fox, 2 images')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('From your recent generations')).toBeInTheDocument();

    await chooseImageTool(figure('Generated image 2'), /Upscale ×2/);

    expect(await screen.findByRole('figure', { name: 'Tool result 1' })).toBeInTheDocument();
    expect(upscales).toEqual([{ image: 'fox-2', upscaleFactor: 2 }]);
    // The tool's call joins the strip.
    expect(
      await within(strip()).findByRole('button', { name: 'Upscaled ×2: a fox, 1 image' }),
    ).toBeInTheDocument();
  });

  it('adds a new generation to the strip, marked as the one on the preview', async () => {
    const made = recentGeneration('b4c1f6f2-8f5e-4a55-9d0c-0a4c2f7c1e01', {
      parameters: { prompt: 'a fox in snow' },
      images: ['0'],
    });
    renderDashboard(recentGenerationsMock([], [made]), [
      ...generateImagesMock({ images: 1, generationId: made.id }),
    ]);
    await modelsLoaded();
    expect(screen.getByText('No images generated yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent generations' })).toBeNull();

    await userEvent.type(prompt(), 'a fox in snow');
    await userEvent.click(screen.getByRole('button', { name: /^Generate/ }));

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('region', { name: 'Recent generations' })).findByRole(
        'button',
        { name: 'SDXL: a fox in snow, 1 image' },
      ),
    ).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('From your recent generations')).toBeNull();
  });

  it('cannot be picked from while a generation runs', async () => {
    const generation = heldOperation('GenerateImages');
    renderDashboard(
      recentGenerationsMock([fox]),
      [...generateImagesMock({ images: 1 })],
      generation.link,
    );
    await findStrip();
    await modelsLoaded();

    await userEvent.type(prompt(), 'a wolf');
    await userEvent.click(screen.getByRole('button', { name: /^Generate/ }));

    expect(entry('SDXL: a fox, 2 images')).toBeDisabled();
    generation.release();
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(entry('SDXL: a fox, 2 images')).toBeEnabled();
  });

  it("sizes a tool's result whose source is out of reach by its thumbnail, then shows it", async () => {
    renderDashboard(
      recentGenerationsMock([
        recentGeneration('g-cut', {
          taskType: 'removeBackground',
          parameters: { image: 'creation:c-1' },
          images: ['cut'],
        }),
      ]),
    );
    const cut = await within(
      await screen.findByRole('region', { name: 'Recent generations' }),
    ).findByRole('button', { name: 'Background removed, 1 image' });
    expect(cut).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('figure', { name: 'Generated image 1' })).toBeNull();

    const image = thumbnail(cut);
    Object.defineProperty(image, 'naturalWidth', { value: 640 });
    Object.defineProperty(image, 'naturalHeight', { value: 480 });
    fireEvent.load(image);

    const shown = await screen.findByRole('figure', { name: 'Generated image 1' });
    expect(shown.querySelector('img')).toHaveAttribute('width', '640');
    expect(shown.querySelector('img')).toHaveAttribute('height', '480');
    expect(cut).not.toHaveAttribute('aria-busy');
  });

  it('leaves out a generation whose image no longer loads (provider links expire)', async () => {
    renderDashboard(recentGenerationsMock([cat, fox]));
    await findStrip();

    fireEvent.error(thumbnail(entry('SDXL: a fox, 2 images')));

    expect(within(strip()).queryByRole('button', { name: 'SDXL: a fox, 2 images' })).toBeNull();
    expect(entry('Juggernaut XL: a cat, 1 image')).toBeInTheDocument();
  });
});

describe('Dashboard: the prompt being written', () => {
  it('is still there after a visit to another page, with "Remember settings" off', async () => {
    const first = renderDashboard(recentGenerationsMock([]));
    await pickSdxl();
    await userEvent.type(prompt(), 'a fox in snow');
    const negative = screen.getByRole('textbox', { name: 'Negative Prompt' });
    await userEvent.clear(negative);
    await userEvent.type(negative, 'people');
    expect(screen.getByRole('switch', { name: 'Remember settings' })).not.toBeChecked();
    first.unmount();

    renderDashboard(recentGenerationsMock([]));
    await pickSdxl();

    expect(prompt()).toHaveValue('a fox in snow');
    expect(screen.getByRole('textbox', { name: 'Negative Prompt' })).toHaveValue('people');
  });
});
