import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { GalleryCreationFragment } from '../../graphql/generated/graphql';
import { GenerationDetailsPanel } from './GenerationDetailsPanel';
import { creation, modelsMock } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';

const juggernaut = {
  id: 4,
  name: 'Juggernaut XL',
  version: 'v9',
  civitAIR: 'civitai:133005@357609',
};

/** The panel on the gallery's route; the dashboard's route says it is there. */
function onGalleryRoute(panel: ReactElement) {
  return (
    <MemoryRouter initialEntries={['/gallery']}>
      <Routes>
        <Route path="/gallery" element={panel} />
        <Route path="/dashboard" element={<p>The dashboard</p>} />
      </Routes>
    </MemoryRouter>
  );
}

function renderPanel(shown: GalleryCreationFragment, models = [juggernaut]) {
  const onClose = jest.fn();
  renderWithProviders(
    onGalleryRoute(<GenerationDetailsPanel creation={shown} onClose={onClose} />),
    [modelsMock(models)],
  );
  const panel = screen.getByRole('dialog', { name: 'Generation Details' });
  return { panel: within(panel), onClose };
}

/** The labels of the Additional Settings list, in order. */
function settingLabels(panel: ReturnType<typeof within>) {
  const section = panel.getByRole('heading', { name: 'Additional Settings' }).closest('section');
  const labels = section?.querySelectorAll('.ant-descriptions-item-label') ?? [];
  return [...labels].map((label) => label.textContent);
}

/** The value beside a label in the panel's description lists. */
function valueOf(panel: ReturnType<typeof within>, label: string) {
  const labelCell = panel.getByText(label, { selector: '.ant-descriptions-item-label' });
  return labelCell.parentElement?.querySelector('.ant-descriptions-item-content')?.textContent;
}

const detailedParameters = {
  steps: 30,
  cfgScale: 7,
  scheduler: 'Euler',
  seed: null,
  imageCount: 4,
  checkNsfw: true,
  folder: 'Landscapes',
  loras: [
    { id: 'civitai:1@1', name: 'Detail Tweaker', weight: 0.8 },
    { id: 'civitai:2@2', weight: 1.2 },
  ],
};
const detailed = creation(1, {
  prompt: 'a lighthouse at dusk',
  negativePrompt: 'blurry, bad quality',
  modelId: 'civitai:133005@357609',
  width: 832,
  height: 1216,
  imageUrl: '/api/files/users/7/creations/c1.png?expires=1&signature=s',
  format: 'png',
  createdAt: '2026-01-15T12:00:00.000Z',
  parameters: detailedParameters,
});

describe('Generation Details panel', () => {
  it('shows prompt, negative prompt, model name and version, size, format and date', async () => {
    const { panel } = renderPanel(detailed);

    expect(panel.getByText('a lighthouse at dusk')).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Negative Prompt' })).toBeInTheDocument();
    expect(panel.getByText('blurry, bad quality')).toBeInTheDocument();
    expect(await panel.findByText('Juggernaut XL v9')).toBeInTheDocument();
    expect(valueOf(panel, 'Size')).toBe('832×1216');
    expect(valueOf(panel, 'Format')).toBe('PNG');
    expect(valueOf(panel, 'Created')).toMatch(/^Jan 15, 2026/);
  });

  it('lists the additional settings without hidden keys or empty values, and the LoRAs with weights', async () => {
    const { panel } = renderPanel(detailed);
    await panel.findByText('Juggernaut XL v9');

    // Hidden: seed (empty), imageCount, checkNsfw, folder; LoRAs have their own section.
    expect(settingLabels(panel)).toEqual(['Steps', 'CFG scale', 'Scheduler']);
    expect(valueOf(panel, 'Steps')).toBe('30');
    expect(valueOf(panel, 'CFG scale')).toBe('7');
    expect(valueOf(panel, 'Scheduler')).toBe('Euler');
    expect(panel.getByRole('heading', { name: 'LoRAs' })).toBeInTheDocument();
    expect(panel.getByText('Detail Tweaker')).toBeInTheDocument();
    expect(panel.getByText('Weight: 0.8')).toBeInTheDocument();
    expect(panel.getByText('civitai:2@2')).toBeInTheDocument();
    expect(panel.getByText('Weight: 1.2')).toBeInTheDocument();
  });

  it('names the settings readably and shows their cost as money', async () => {
    const { panel } = renderPanel(
      creation(4, {
        parameters: {
          cfgScale: 7.5,
          clipSkip: 1,
          promptWeighting: 'Compel',
          seed: 123456,
          sampler_name: 'dpmpp_2m',
          cost: 0.0019285714,
          creditsCharged: 0.214285,
          displayCost: true,
          is_flux_model: false,
        },
      }),
    );
    await panel.findByText('rundiffusion:130@100');

    expect(settingLabels(panel)).toEqual([
      'CFG scale',
      'CLIP skip',
      'Prompt weighting',
      'Seed',
      'Sampler name',
      'Cost',
      'Credits charged',
    ]);
    expect(valueOf(panel, 'Seed')).toBe('123456');
    expect(valueOf(panel, 'Cost')).toBe('$0.0019');
    expect(valueOf(panel, 'Credits charged')).toBe('0.21');
    expect(panel.queryByText('0.0019285714')).not.toBeInTheDocument();
  });

  it('says "No prompt available", leaves out what is missing and names an unknown civitai model "Model {id}"', async () => {
    const { panel } = renderPanel(
      creation(2, {
        prompt: '',
        negativePrompt: null,
        modelId: 'civitai:4384@128713',
        imageUrl: 'https://bucket.example.com/u/c2?X-Amz-Signature=1',
        format: 'webp',
        parameters: { hd: true, sizePreset: 'square' },
      }),
    );

    expect(panel.getByText('No prompt available')).toBeInTheDocument();
    expect(panel.queryByRole('heading', { name: 'Negative Prompt' })).not.toBeInTheDocument();
    expect(await panel.findByText('Model 4384')).toBeInTheDocument();
    expect(valueOf(panel, 'Format')).toBe('WEBP');
    expect(panel.queryByRole('heading', { name: 'Additional Settings' })).not.toBeInTheDocument();
    expect(panel.queryByRole('heading', { name: 'LoRAs' })).not.toBeInTheDocument();
  });

  it('shows the style a generation went through and the prompts it sent, not among the settings', async () => {
    const { panel } = renderPanel(
      creation(1, {
        parameters: {
          steps: 30,
          styleId: 'b3d5c6a0-0000-4000-8000-000000000001',
          styleName: 'Watercolor',
          sentPrompt: 'watercolor painting of a heron',
          sentNegativePrompt: 'blurry, photo',
        },
      }),
    );
    expect(await panel.findByRole('heading', { name: 'Style: Watercolor' })).toBeInTheDocument();
    expect(panel.getByText('watercolor painting of a heron')).toBeInTheDocument();
    expect(panel.getByText('blurry, photo')).toBeInTheDocument();
    expect(settingLabels(panel)).toEqual(['Steps']);
  });

  it('shows only the settings that applied: no strength for an image made from a prompt', () => {
    const { panel } = renderPanel(
      creation(5, {
        parameters: { steps: 30, strength: 0.8, seedImage: null, promptWeighting: 'None' },
      }),
    );

    expect(settingLabels(panel)).toEqual(['Steps']);
  });

  it('shows the raw id of a model it does not know', async () => {
    const { panel } = renderPanel(creation(3, { modelId: 'runware:100@1' }));

    expect(await panel.findByText('runware:100@1')).toBeInTheDocument();
  });

  it('copies the settings in the copiedSettings shape and goes to the dashboard in one click', async () => {
    const { panel, onClose } = renderPanel(detailed);

    await userEvent.click(panel.getByRole('button', { name: /Copy Settings to Dashboard/ }));

    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Settings copied')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Generation settings have been copied. Navigate to the dashboard to use them.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('copiedSettings') ?? 'null')).toEqual({
      prompt: 'a lighthouse at dusk',
      negative_prompt: 'blurry, bad quality',
      model_id: 'civitai:133005@357609',
      width: 832,
      height: 1216,
      format: 'png',
      // Every kept parameter as it is.
      ...detailedParameters,
    });
  });

  it('says "Copy failed" when the browser refuses to store them', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const { panel } = renderPanel(detailed);

      await userEvent.click(panel.getByRole('button', { name: /Copy Settings to Dashboard/ }));

      expect(await screen.findByText('Copy failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to copy settings to dashboard.')).toBeInTheDocument();
      // Nothing to take there: the panel stays.
      expect(screen.queryByText('The dashboard')).not.toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });

  describe('Made from', () => {
    const SOURCE_ID = '3f2b9c1e-7a4d-4e0b-9c55-0d6b2e8f1a77';
    const upscaled = creation(2, { prompt: 'a red fox, upscaled', sourceCreationId: SOURCE_ID });

    it('names a loaded source image and opens it on a click', async () => {
      const onOpenCreation = jest.fn();
      renderWithProviders(
        onGalleryRoute(
          <GenerationDetailsPanel
            creation={upscaled}
            onClose={jest.fn()}
            loadedCreations={[upscaled, creation(7, { id: SOURCE_ID, prompt: 'a red fox' })]}
            onOpenCreation={onOpenCreation}
          />,
        ),
        [modelsMock([])],
      );
      const panel = within(screen.getByRole('dialog', { name: 'Generation Details' }));

      expect(panel.getByText(/^Made from:/)).toHaveTextContent('Made from: a red fox');
      await userEvent.click(panel.getByRole('button', { name: 'a red fox' }));

      expect(onOpenCreation).toHaveBeenCalledWith(SOURCE_ID);
    });

    it('shows the shortened id of a source that is not loaded, the whole id on hover', () => {
      renderWithProviders(
        onGalleryRoute(
          <GenerationDetailsPanel
            creation={upscaled}
            onClose={jest.fn()}
            loadedCreations={[upscaled]}
            onOpenCreation={jest.fn()}
          />,
        ),
        [modelsMock([])],
      );
      const panel = within(screen.getByRole('dialog', { name: 'Generation Details' }));

      expect(panel.getByText(/^Made from:/)).toHaveTextContent('Made from: 3f2b9c1e…');
      expect(panel.getByText('3f2b9c1e…').closest('[title]')).toHaveAttribute('title', SOURCE_ID);
      expect(panel.queryByRole('button', { name: /3f2b9c1e/ })).not.toBeInTheDocument();
    });

    it('says nothing of a source for an image made from a prompt', () => {
      const { panel } = renderPanel(detailed);

      expect(panel.queryByText(/Made from/)).not.toBeInTheDocument();
    });
  });

  describe('Remixed from', () => {
    const SLUG = 'q3JbVd0nS1yWm8cXk2Lr0A';

    it('links the shared image a remix was made from, and keeps it out of the settings', () => {
      const { panel } = renderPanel(
        creation(3, {
          parameters: { steps: 20, remixOf: { slug: SLUG, creationId: 'c9' } },
          remixedFrom: { __typename: 'RemixSource', slug: SLUG } as never,
        }),
      );

      const page = `${window.location.origin}/s/${SLUG}`;
      expect(panel.getByText(/^Remixed from/)).toHaveTextContent(`Remixed from ${page}`);
      expect(panel.getByRole('link', { name: page })).toHaveAttribute('href', page);
      expect(settingLabels(panel)).toEqual(['Steps']);
    });

    it('says nothing of a remix for an image made otherwise', () => {
      const { panel } = renderPanel(detailed);

      expect(panel.queryByText(/Remixed from/)).not.toBeInTheDocument();
    });
  });
});
