import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateReferenceDocument, MyReferencesDocument } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import type { GeneratedImage } from '../generatedImages';
import { defaultParameters } from '../generationParameters';
import { imageToolSpies } from '../testing/imageTools';
import { ImageToolbar } from './ImageToolbar';

const IMAGE_UUID = 'b0000000-0000-4000-8000-000000000001';
const result: GeneratedImage = {
  id: '1-0',
  url: 'https://images.example/0.jpg',
  format: 'png',
  prompt: 'a captain',
  model_id: 'runware:101@1',
  width: 512,
  height: 512,
  params: defaultParameters(),
  generationId: 'g-1',
  imageUUID: IMAGE_UUID,
};
const tools = imageToolSpies();

describe('ImageToolbar', () => {
  it('saves a result as a new character with "Use as reference…"', async () => {
    const created = jest.fn(() => ({
      data: {
        createReference: {
          __typename: 'Reference' as const,
          id: 'c0000000-0000-4000-8000-000000000001',
          kind: 'character',
          name: 'Captain',
          images: [IMAGE_UUID],
          weightType: null,
          combineMethod: null,
          thumbnailUrl: null,
        },
      },
    }));
    const list: MockLink.MockedResponse = {
      request: { query: MyReferencesDocument },
      result: { data: { myReferences: [] } },
      maxUsageCount: 2,
    };
    renderWithProviders(<ImageToolbar image={result} tools={tools} />, [
      list,
      {
        request: {
          query: CreateReferenceDocument,
          variables: { input: { kind: 'character', name: 'Captain', images: [IMAGE_UUID] } },
        },
        result: created,
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Tools/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Use as reference/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Use as reference' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reference name' }), 'Captain');
    await userEvent.click(dialog.getByRole('button', { name: 'Save reference' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(await screen.findByText('Saved as reference')).toBeInTheDocument();
  });

  it('offers "Use as source" only where the chosen model takes a source image', async () => {
    const { unmount } = renderWithProviders(<ImageToolbar image={result} tools={tools} />);
    await userEvent.click(screen.getByRole('button', { name: /Tools/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Use as source' }));
    expect(tools.onUseAsSource).toHaveBeenCalledWith(result);
    unmount();

    renderWithProviders(
      <ImageToolbar image={result} tools={{ ...tools, onUseAsSource: undefined }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Tools/ }));
    expect(await screen.findByRole('menuitem', { name: 'Describe' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Use as source' })).not.toBeInTheDocument();
  });
});
