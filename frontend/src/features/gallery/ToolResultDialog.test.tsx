import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveCreationDocument } from '../../graphql/generated/graphql';
import { creation, landscapes } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';
import ToolResultDialog, { toolResultFileName } from './ToolResultDialog';
import type { ToolRun } from './useImageTools';

const original = creation(1, {
  prompt: 'a red fox',
  negativePrompt: 'blurry',
  modelId: 'civitai:133005@357609',
  parameters: { steps: 30, cfgScale: 7 },
  folder: landscapes,
});

const RESULT_URL = 'https://im.runware.ai/image/ws/2/ii/upscaled-1.png';

const upscaled: ToolRun = {
  creation: original,
  tool: { kind: 'upscale', factor: 2 },
  status: 'done',
  imageUrl: RESULT_URL,
  result: {
    generationId: 'g-42',
    creditsCharged: 0.25,
    creditBalance: 41.75,
    images: [{ imageURL: RESULT_URL }],
  },
};

/** What Save to gallery sends: the result, and the original's words, model, settings and folder. */
const saveInput = {
  imageUrl: RESULT_URL,
  generationId: 'g-42',
  prompt: 'a red fox',
  negativePrompt: 'blurry',
  modelId: 'civitai:133005@357609',
  parameters: { steps: 30, cfgScale: 7 },
  folderId: landscapes.id,
};

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

describe('Tool result dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the tool is under way', () => {
    renderWithProviders(
      <ToolResultDialog
        run={{ creation: original, tool: { kind: 'removeBackground' }, status: 'running' }}
        onClose={jest.fn()}
      />,
    );

    expect(dialog('Remove background').getByText('Removing the background...')).toBeInTheDocument();
  });

  it('shows the new image and the credits charged', () => {
    renderWithProviders(<ToolResultDialog run={upscaled} onClose={jest.fn()} />);

    expect(
      dialog('Upscale ×2').getByRole('img', { name: 'Upscale ×2: a red fox' }),
    ).toHaveAttribute('src', RESULT_URL);
    expect(dialog('Upscale ×2').getByText('Credits charged: 0.25')).toBeInTheDocument();
  });

  it("saves the result into the original's folder, with its prompt, model and settings", async () => {
    renderWithProviders(<ToolResultDialog run={upscaled} onClose={jest.fn()} />, [
      {
        request: { query: SaveCreationDocument, variables: { input: saveInput } },
        result: {
          data: { saveCreation: { __typename: 'Creation', id: 'c-new', folder: landscapes } },
        },
      },
    ]);

    await userEvent.click(dialog('Upscale ×2').getByRole('button', { name: /Save to gallery$/ }));

    expect(await screen.findByText('Saved to gallery')).toBeInTheDocument();
    expect(
      screen.getByText('The image has been saved to the folder "Landscapes".'),
    ).toBeInTheDocument();
    expect(dialog('Upscale ×2').getByRole('button', { name: /Saved$/ })).toBeDisabled();
  });

  it("says why a save failed, in the server's words", async () => {
    renderWithProviders(<ToolResultDialog run={upscaled} onClose={jest.fn()} />, [
      {
        request: { query: SaveCreationDocument, variables: { input: saveInput } },
        result: { errors: [{ message: 'Generation g-42 not found' }] },
      },
    ]);

    await userEvent.click(dialog('Upscale ×2').getByRole('button', { name: /Save to gallery$/ }));

    expect(await screen.findByText('Error saving image')).toBeInTheDocument();
    expect(screen.getByText('Generation g-42 not found')).toBeInTheDocument();
    expect(dialog('Upscale ×2').getByRole('button', { name: /Save to gallery$/ })).toBeEnabled();
  });

  it("shows the server's message when the tool failed", () => {
    renderWithProviders(
      <ToolResultDialog
        run={{
          creation: original,
          tool: { kind: 'upscale', factor: 4 },
          status: 'failed',
          message: 'Insufficient credits: this needs 0.50, you have 0.10',
        }}
        onClose={jest.fn()}
      />,
    );

    expect(
      dialog('Upscale ×4').getByText('Insufficient credits: this needs 0.50, you have 0.10'),
    ).toBeInTheDocument();
    expect(dialog('Upscale ×4').queryByRole('button', { name: /Save to gallery/ })).toBeNull();
  });

  it('downloads the result under a name saying what was made of which image', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:image');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(new Response('png bytes'));
    renderWithProviders(<ToolResultDialog run={upscaled} onClose={jest.fn()} />);

    await userEvent.click(dialog('Upscale ×2').getByRole('button', { name: /Download$/ }));

    expect(await screen.findByText('Download completed')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(RESULT_URL);
    expect(saved).toEqual(['ai-image-c1-upscaled-x2.png']);
  });

  it('names a result by the tool, with the extension of its URL', () => {
    expect(toolResultFileName('c1', { kind: 'removeBackground' }, 'https://x/y/abc.PNG?s=1')).toBe(
      'ai-image-c1-no-background.png',
    );
    expect(toolResultFileName('c1', { kind: 'upscale', factor: 2 }, 'https://x/abc.webp')).toBe(
      'ai-image-c1-upscaled-x2.webp',
    );
    expect(toolResultFileName('c1', { kind: 'upscale', factor: 4 }, 'https://x/abc')).toBe(
      'ai-image-c1-upscaled-x4.png',
    );
  });
});
