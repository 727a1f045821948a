import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  baseModelsMock,
  type CapabilityOverrides,
  estimateMock,
  foldersMock,
  generateImagesMock,
  modelsMock,
  type PricedEstimates,
  referenceMock,
  savedCopiesMock,
  type SentGenerations,
  supportMock,
} from './testing/generatorMocks';
import { modelOption } from './testing/optionName';
import { recentGenerationsMock } from './recent/testing/recentMocks';
import { liveUpdatesMock, unfinishedGenerationsMock } from './testing/queueMocks';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// The Refine group on the dashboard: offered by the chosen model's architecture, priced on
// Generate and sent with the generation; a model whose architecture does not take a refinement
// leaves it out of the request.

interface Answers {
  sdxl?: CapabilityOverrides;
  flux?: CapabilityOverrides;
  sent?: SentGenerations;
  priced?: PricedEstimates;
  generations?: number;
}

/** The dashboard's answers with SDXL's (1) and FLUX's (12) capabilities changed as asked. */
function mocks({ sdxl = {}, flux = {}, sent = [], priced = [], generations = 1 }: Answers) {
  return [
    baseModelsMock(),
    modelsMock(),
    referenceMock(),
    supportMock(1, sdxl),
    supportMock(12, flux),
    foldersMock(),
    estimateMock({}, priced),
    recentGenerationsMock(),
    savedCopiesMock([]),
    unfinishedGenerationsMock(),
    liveUpdatesMock(),
    ...Array.from({ length: generations }, () => generateImagesMock({ images: 1 }, sent)).flat(),
  ] satisfies MockLink.MockedResponse[];
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });

async function pickModel(search: string, name: string) {
  await userEvent.click(modelButton());
  await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), search);
  await userEvent.click(screen.getByRole('option', { name: modelOption(name) }));
}

async function openDashboard(answers: Answers) {
  renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks: mocks(answers) });
  // Once loaded, the first model by name is chosen.
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
}

async function openAdvanced() {
  await userEvent.click(screen.getByRole('button', { name: /Advanced Settings/ }));
  await screen.findByRole('combobox', { name: 'Scheduler' });
}

/** The Refine group, once the deferred settings and the architecture's capability are there. */
const refine = () => screen.findByRole('region', { name: 'Refine' });
const toggle = async (name: string) => within(await refine()).findByRole('switch', { name });

async function generate(sent: SentGenerations, count: number) {
  await userEvent.click(screen.getByRole('button', { name: /^Generate/ }));
  await waitFor(() => expect(sent).toHaveLength(count));
}

describe('Dashboard: the Refine group', () => {
  it('prices and sends hires fix and face refinement; a model without them leaves them out', async () => {
    const sent: SentGenerations = [];
    const priced: PricedEstimates = [];
    await openDashboard({
      flux: { supportsHiresFix: false, supportsFaceRefinement: false },
      sent,
      priced,
      generations: 2,
    });
    await pickModel('sdxl', 'SDXL');
    await openAdvanced();
    await userEvent.click(await toggle('Hires fix'));
    await userEvent.click(await toggle('Face refinement'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a lighthouse');

    // The estimate on Generate is asked for what the click would send, the passes included.
    const refinements = {
      hiresFix: { upscaler: 'runware:esrgan@ultrasharp', steps: 10, strength: 0.5 },
      faceRefinement: { steps: 20, strength: 0.4 },
    };
    await waitFor(() => expect(priced.at(-1)).toMatchObject(refinements));
    await generate(sent, 1);
    expect(sent[0]).toMatchObject({ model: 'civitai:101055@128078', ...refinements });
    expect(sent[0]).not.toHaveProperty('transparentBackground');

    // FLUX here takes neither: both are hidden and not sent (a transparent background it takes).
    await pickModel('flux', 'FLUX.1 Dev');
    expect(await toggle('Transparent background')).not.toBeChecked();
    expect(within(await refine()).queryByRole('switch', { name: 'Hires fix' })).toBeNull();
    expect(within(await refine()).queryByRole('switch', { name: 'Face refinement' })).toBeNull();
    await waitFor(() => expect(priced.at(-1)).toMatchObject({ model: 'runware:101@1' }));
    expect(priced.at(-1)).not.toHaveProperty('hiresFix');
    await generate(sent, 2);
    expect(sent[1]).toMatchObject({ model: 'runware:101@1' });
    expect(sent[1]).not.toHaveProperty('hiresFix');
    expect(sent[1]).not.toHaveProperty('faceRefinement');
  });

  it('is not shown where the architecture takes no refinement', async () => {
    await openDashboard({
      sdxl: {
        supportsHiresFix: false,
        supportsFaceRefinement: false,
        supportsTransparentBackground: false,
      },
    });
    await pickModel('sdxl', 'SDXL');
    await openAdvanced();
    expect(await screen.findByLabelText('Hires fix: not supported')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refine' })).not.toBeInTheDocument();
  });

  it('sends a transparent background as PNG, and a later JPEG turns it off', async () => {
    const sent: SentGenerations = [];
    await openDashboard({ sent, generations: 1 });
    await openAdvanced();
    const format = screen.getByRole('radiogroup', { name: 'Format' });
    expect(within(format).getByRole('radio', { name: 'JPEG' })).toBeChecked();

    await userEvent.click(await toggle('Transparent background'));
    expect(within(format).getByRole('radio', { name: 'PNG' })).toBeChecked();
    expect(
      screen.getByText('The output format is set to PNG, which keeps the transparency.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a glass bottle');
    await generate(sent, 1);
    expect(sent[0]).toMatchObject({ format: 'png', transparentBackground: true });

    await userEvent.click(within(format).getByRole('radio', { name: 'JPEG' }));
    expect(await toggle('Transparent background')).not.toBeChecked();
  });
});
