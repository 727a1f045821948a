import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EstimateGenerationQueryVariables } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import {
  type CapabilityOverrides,
  baseModelsMock,
  estimateMock,
  FLUX_DEV,
  SDXL,
  supportMock,
} from '../testing/generatorMocks';
import ExpandDialog from './ExpandDialog';
import type { ExpandSource } from './expandRequest';

const source: ExpandSource = {
  seedImage: '6f1c1b3e-8f1a-4c55-9d0c-0d1b2a3c4d5e',
  url: 'https://images.example/result.png',
  width: 512,
  height: 512,
  prompt: 'a red lighthouse',
  negativePrompt: 'blurry',
  model: SDXL.civitAIR,
};

function renderDialog(
  options: { capability?: CapabilityOverrides; from?: Partial<ExpandSource> } = {},
) {
  const onGenerate = jest.fn();
  const onClose = jest.fn();
  const priced: EstimateGenerationQueryVariables['input'][] = [];
  renderWithProviders(
    <ExpandDialog
      source={{ ...source, ...options.from }}
      onClose={onClose}
      onGenerate={onGenerate}
    />,
    [
      baseModelsMock(),
      supportMock(1, options.capability),
      supportMock(12, options.capability),
      estimateMock({ creditsPerImage: 0.4 }, priced),
    ],
  );
  return { onGenerate, onClose, priced };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Expand canvas' }));
const side = (name: string) => dialog().getByLabelText(name, { exact: true });
const generateButton = () => dialog().getByRole('button', { name: /^Generate/ });

async function typeSide(name: string, value: string) {
  await userEvent.clear(side(name));
  await userEvent.type(side(name), value);
  await userEvent.tab();
}

describe('the Expand canvas dialog', () => {
  it('extends the right side by 256 and sends the seed, the sides, the size and the prompt', async () => {
    const { onGenerate, onClose, priced } = renderDialog();
    expect(await dialog().findByText('Model: SDXL 1.0')).toBeInTheDocument();
    expect(dialog().getByRole('textbox', { name: 'Prompt' })).toHaveValue('a red lighthouse');
    // Nothing extended yet: nothing to send.
    expect(generateButton()).toBeDisabled();

    await typeSide('Right', '256');
    expect(dialog().getByTestId('expand-size')).toHaveTextContent('768 × 512');
    await waitFor(() => expect(generateButton()).toHaveTextContent('Generate · ~0.40 credits'));
    expect(generateButton()).toBeEnabled();

    await userEvent.click(generateButton());
    const expected = {
      prompt: 'a red lighthouse',
      negativePrompt: 'blurry',
      model: SDXL.civitAIR,
      seedImage: source.seedImage,
      outpaint: { top: 0, right: 256, bottom: 0, left: 0, blur: 8 },
      width: 768,
      height: 512,
      imageCount: 1,
    };
    expect(onGenerate).toHaveBeenCalledWith({ input: expected, source });
    expect(onClose).toHaveBeenCalled();
    // The price on the button was asked for exactly what is sent.
    expect(priced.at(-1)).toEqual(expected);
  });

  it('rounds a typed side to a multiple of 64, and adds the presets', async () => {
    renderDialog();
    await dialog().findByText('Model: SDXL 1.0');
    await typeSide('Top', '100');
    expect(side('Top')).toHaveValue(128);
    await userEvent.click(dialog().getByRole('button', { name: '+256 all sides' }));
    expect(side('Top')).toHaveValue(384);
    expect(side('Left')).toHaveValue(256);
    expect(dialog().getByTestId('expand-size')).toHaveTextContent('1024 × 1152');
  });

  it('moves an edge with its handle', async () => {
    renderDialog();
    await dialog().findByText('Model: SDXL 1.0');
    const handle = dialog().getByRole('slider', { name: 'Drag the left edge' });
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(side('Left')).toHaveValue(128);
    expect(dialog().getByTestId('expand-size')).toHaveTextContent('640 × 512');
  });

  it('refuses, before sending, a size past the architecture’s largest side', async () => {
    const { onGenerate, priced } = renderDialog({ capability: { maxDimension: 1024 } });
    await dialog().findByText('Model: SDXL 1.0');
    await typeSide('Right', '576');
    expect(
      await dialog().findByText(
        '1088 × 512 is too large: this model makes images of at most 1024 px a side.',
      ),
    ).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    await userEvent.click(generateButton());
    expect(onGenerate).not.toHaveBeenCalled();
    expect(priced).toEqual([]);
  });

  it('says so when the image’s model cannot expand a canvas', async () => {
    renderDialog({ capability: { supportsOutpaint: false }, from: { model: FLUX_DEV.civitAIR } });
    expect(
      await dialog().findByText(/cannot expand a canvas: its architecture does not support/),
    ).toBeInTheDocument();
    await typeSide('Right', '256');
    expect(generateButton()).toBeDisabled();
  });
});
