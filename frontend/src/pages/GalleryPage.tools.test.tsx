import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GalleryRemoveBackgroundDocument,
  GalleryUpscaleImageDocument,
  SaveCreationDocument,
} from '../graphql/generated/graphql';
import { installFakeIntersectionObserver } from '../features/gallery/testing/fakeIntersectionObserver';
import {
  creation,
  creationsPageMock,
  defaultFolder,
  foldersMock,
  modelsMock,
} from '../features/gallery/testing/galleryFixtures';
import { testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';

installFakeIntersectionObserver();
const main = () => within(screen.getByRole('main'));
const cardOf = (prompt: string) => main().getByRole('article', { name: prompt });
const cardNames = () =>
  main()
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

async function renderGallery(mocks: MockLink.MockedResponse[], before?: ApolloLink) {
  const view = renderApp('/gallery', { user: testUser({ creditBalance: 42.5 }), mocks, before });
  await screen.findByRole('heading', { name: 'Images', level: 1 });
  return view;
}

async function chooseTool(prompt: string, tool: string) {
  await userEvent.click(within(cardOf(prompt)).getByRole('button', { name: 'More actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(tool) }));
}

const RESULT_URL = 'https://im.runware.ai/image/ws/2/ii/result-1.png';

function toolAnswer(field: 'upscaleImage' | 'removeBackground') {
  return {
    data: {
      [field]: {
        __typename: 'GenerationResult',
        generationId: 'g-42',
        creditsCharged: 0.25,
        creditBalance: 42.25,
        images: [{ __typename: 'GeneratedImageResult', imageURL: RESULT_URL }],
      },
    },
  };
}

/**
 * The gallery with one image, 'a red fox', whose upscale by `factor` is answered (as toolAnswer)
 * only once the returned operation is released.
 */
async function renderFoxWithHeldUpscale(factor: 2 | 4) {
  const upscale = heldOperation('GalleryUpscaleImage');
  await renderGallery(
    [
      foldersMock(),
      creationsPageMock([creation(1, { prompt: 'a red fox' })]),
      {
        request: {
          query: GalleryUpscaleImageDocument,
          variables: { input: { image: 'creation:c1', upscaleFactor: factor } },
        },
        result: toolAnswer('upscaleImage'),
      },
    ],
    upscale.link,
  );
  return upscale;
}

describe('Gallery page tools', () => {
  it('"Use as source" opens the dashboard with the image as its source and preview', async () => {
    const fox = creation(1, { prompt: 'a red fox' });
    const { router } = await renderGallery([foldersMock(), creationsPageMock([fox])]);
    await waitFor(() => expect(cardNames()).toHaveLength(1));

    await chooseTool('a red fox', 'Use as source');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe(
      `?source=creation:c1&preview=${encodeURIComponent(fox.imageUrl)}`,
    );
    expect(new URLSearchParams(router.state.location.search).get('preview')).toBe(fox.imageUrl);
  });

  it('upscales an image, shows the result and its cost, and the balance follows', async () => {
    const upscale = await renderFoxWithHeldUpscale(4);
    await waitFor(() => expect(cardNames()).toHaveLength(1));
    expect(screen.getByText('42.5 credits')).toBeInTheDocument();

    await chooseTool('a red fox', 'Upscale ×4');

    const dialog = within(await screen.findByRole('dialog', { name: 'Upscale ×4' }));
    expect(await dialog.findByText('Upscaling the image...')).toBeInTheDocument();
    upscale.release();
    expect(await dialog.findByRole('img', { name: 'Upscale ×4: a red fox' })).toHaveAttribute(
      'src',
      RESULT_URL,
    );
    expect(dialog.getByText('Credits charged: 0.25')).toBeInTheDocument();
    expect(screen.getByText('42.25 credits')).toBeInTheDocument();
  });

  it('shows a result that arrives after its dialog was closed: it was paid for', async () => {
    const upscale = await renderFoxWithHeldUpscale(2);
    await waitFor(() => expect(cardNames()).toHaveLength(1));

    await chooseTool('a red fox', 'Upscale ×2');
    const running = within(await screen.findByRole('dialog', { name: 'Upscale ×2' }));
    expect(await running.findByText('Upscaling the image...')).toBeInTheDocument();
    await userEvent.click(running.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upscale ×2' })).not.toBeInTheDocument(),
    );

    upscale.release();
    const done = within(await screen.findByRole('dialog', { name: 'Upscale ×2' }));
    expect(await done.findByText('Credits charged: 0.25')).toBeInTheDocument();
  });

  it("shows the server's message when a tool fails", async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock([creation(1, { prompt: 'a red fox' })]),
      {
        request: {
          query: GalleryRemoveBackgroundDocument,
          variables: { input: { image: 'creation:c1' } },
        },
        result: {
          errors: [
            {
              message: 'Not enough credits: this needs 0.25, you have 0.10.',
              extensions: { code: 'INSUFFICIENT_CREDITS' },
            },
          ],
        },
      },
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(1));

    await chooseTool('a red fox', 'Remove background');

    const dialog = within(await screen.findByRole('dialog', { name: 'Remove background' }));
    expect(
      await dialog.findByText('Not enough credits: this needs 0.25, you have 0.10.'),
    ).toBeInTheDocument();
  });

  it('saves a result to the gallery, where it then shows, made from the original', async () => {
    const fox = creation(1, { prompt: 'a red fox', parameters: { steps: 30 } });
    const saved = creation(0, { id: 'c-new', prompt: 'a red fox', sourceCreationId: 'c1' });
    await renderGallery([
      foldersMock(),
      creationsPageMock([fox]),
      {
        request: {
          query: GalleryRemoveBackgroundDocument,
          variables: { input: { image: 'creation:c1' } },
        },
        result: toolAnswer('removeBackground'),
      },
      {
        request: {
          query: SaveCreationDocument,
          variables: {
            input: {
              imageUrl: RESULT_URL,
              generationId: 'g-42',
              prompt: 'a red fox',
              negativePrompt: null,
              modelId: fox.modelId,
              parameters: { steps: 30 },
              folderId: defaultFolder.id,
            },
          },
        },
        result: {
          data: { saveCreation: { __typename: 'Creation', id: 'c-new', folder: defaultFolder } },
        },
      },
      creationsPageMock([saved, fox]),
      modelsMock([]),
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(1));

    await chooseTool('a red fox', 'Remove background');
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove background' }));
    await userEvent.click(await dialog.findByRole('button', { name: /Save to gallery$/ }));

    expect(await screen.findByText('Saved to gallery')).toBeInTheDocument();
    expect(
      screen.getByText('The image has been saved to the folder "Default".'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(cardNames()).toEqual(['a red fox', 'a red fox']));

    // Its details name the original, which opens in the viewer.
    const [newCard] = main().getAllByRole('article');
    await userEvent.click(within(newCard).getByRole('button', { name: 'Generation Details' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Generation Details' }));
    expect(panel.getByText(/^Made from:/)).toHaveTextContent('Made from: a red fox');
    await userEvent.click(panel.getByRole('button', { name: 'a red fox' }));

    const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));
    expect(viewer.getByText('2 / 2')).toBeInTheDocument();
    expect(viewer.getByRole('img', { name: 'a red fox' })).toHaveAttribute(
      'src',
      expect.stringContaining('/creations/c1.jpg'),
    );
  });
});
