import { StyleProvider } from '@ant-design/cssinjs';
import { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GenerateImagesDocument,
  type GenerateImagesMutationVariables,
} from '../../graphql/generated/graphql';
import { createApolloClient } from '../../lib/apollo';
import { AppProvidersWithClient } from '../../test/AppProvidersWithClient';
import {
  baseModelsMock,
  estimateMock,
  SDXL,
  supportMock,
} from '../generator/testing/generatorMocks';
import ExpandCreationDialog from './ExpandCreationDialog';
import { creation } from './testing/galleryFixtures';
import { renderCreationCard } from './testing/renderCreationCard';

const saved = creation(4, {
  width: 512,
  height: 768,
  prompt: 'a walled garden',
  modelId: SDXL.civitAIR,
});

describe('Expand in the gallery', () => {
  it('is in a card’s More actions', async () => {
    const onExpand = jest.fn();
    renderCreationCard(saved, { onTool: jest.fn(), onExpand });
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Expand…' }));
    expect(onExpand).toHaveBeenCalled();
  });

  it('queues the saved image, by creation:<id>, extended, and says where it runs', async () => {
    const sent: GenerateImagesMutationVariables[] = [];
    const client = createApolloClient(
      new MockLink([
        baseModelsMock(),
        supportMock(1),
        estimateMock(),
        {
          request: {
            query: GenerateImagesDocument,
            variables: (variables: GenerateImagesMutationVariables) => {
              sent.push(variables);
              return true;
            },
          },
          result: {
            data: {
              generateImages: {
                __typename: 'GenerationResult',
                generationId: 'g-9',
                status: 'pending',
                totalCost: 0,
                creditsCharged: 0.23,
                creditBalance: 41.5,
                durationMs: null,
                images: [],
              },
            },
          },
        },
      ]),
    );
    const onClose = jest.fn();
    render(
      <StyleProvider mock="server">
        <AppProvidersWithClient client={client}>
          <ExpandCreationDialog creation={saved} onClose={onClose} />
        </AppProvidersWithClient>
      </StyleProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Expand canvas' }));
    await dialog.findByText('Model: SDXL 1.0');
    await userEvent.click(dialog.getByRole('button', { name: '+256 top and bottom' }));
    expect(dialog.getByTestId('expand-size')).toHaveTextContent('512 × 1024');
    const generate = await dialog.findByRole('button', { name: /^Generate · ~/ });
    await waitFor(() => expect(generate).toBeEnabled());
    await userEvent.click(generate);

    expect(await screen.findByText('Expansion queued')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        async: true,
        input: {
          prompt: 'a walled garden',
          model: SDXL.civitAIR,
          seedImage: 'creation:c4',
          outpaint: { top: 128, right: 0, bottom: 128, left: 0, blur: 8 },
          width: 512,
          height: 1024,
          imageCount: 1,
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
