import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { testUser } from '../../../test/fixtures';
import { recentGenerationsMock } from '../recent/testing/recentMocks';
import {
  ALL_MODELS,
  baseModelsMock,
  type CapabilityOverrides,
  estimateMock,
  FLUX_DEV,
  foldersMock,
  modelsMock,
  referenceMock,
  SDXL,
  supportMock,
} from '../testing/generatorMocks';

// The Embeddings section of Advanced Settings shows when the chosen model's extras or its
// architecture's capability say it takes embeddings, as the LoRA section does for LoRAs.

type Model = typeof SDXL;

function withEmbeddings(model: Model, embeddings: boolean): Model {
  return { ...model, extras: { ...model.extras, embeddings } };
}

/** The dashboard with one base model (so it is the chosen one) and its architecture's capability. */
async function advancedSettingsFor(model: Model, capability: CapabilityOverrides) {
  renderApp('/dashboard', {
    user: testUser(),
    mocks: [
      baseModelsMock([model]),
      // The same model in the whole catalogue: Apollo keeps one entry per model.
      modelsMock([model, ...ALL_MODELS.filter((other) => other.id !== model.id)]),
      referenceMock(),
      supportMock(model.architectureId, capability),
      foldersMock(),
      estimateMock(),
      recentGenerationsMock(),
    ],
  });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent(model.name),
  );
  await userEvent.click(screen.getByRole('button', { name: /Advanced Settings/ }));
  // The sections are decided once the architecture's capability has loaded (it takes LoRA).
  expect(await screen.findByLabelText('LoRA: supported')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'LoRAs' })).toBeInTheDocument();
}

const embeddingsSection = () => screen.queryByRole('region', { name: 'Embeddings' });

describe('the Embeddings section', () => {
  it('shows when the architecture takes embeddings, though the model’s extras do not say so', async () => {
    await advancedSettingsFor(withEmbeddings(SDXL, false), { supportsEmbeddings: true });

    expect(await screen.findByRole('region', { name: 'Embeddings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Embeddings: supported')).toBeInTheDocument();
  });

  it('shows when the model’s extras say so, though the architecture does not', async () => {
    await advancedSettingsFor(withEmbeddings(FLUX_DEV, true), {
      supportsEmbeddings: false,
    });

    expect(await screen.findByRole('region', { name: 'Embeddings' })).toBeInTheDocument();
  });

  it.each([
    ['a FLUX model', FLUX_DEV],
    ['an SDXL model whose architecture is set not to', SDXL],
  ])('is hidden when neither says so (%s)', async (_, model) => {
    await advancedSettingsFor(withEmbeddings(model, false), { supportsEmbeddings: false });

    expect(embeddingsSection()).toBeNull();
    expect(screen.getByLabelText('Embeddings: not supported')).toBeInTheDocument();
  });
});
