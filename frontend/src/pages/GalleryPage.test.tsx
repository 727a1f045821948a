import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CreateFolderDocument,
  DeleteCreationDocument,
  DeleteFolderDocument,
  GalleryCreationCountDocument,
  type GalleryCreationFragment,
  MoveCreationDocument,
  MyReferencesDocument,
  RenameFolderDocument,
} from '../graphql/generated/graphql';
import {
  creation,
  creations,
  creationsErrorMock,
  creationsPageMock,
  defaultFolder,
  folder,
  foldersMock,
  landscapes,
  modelsMock,
} from '../features/gallery/testing/galleryFixtures';
import { installFakeIntersectionObserver } from '../features/gallery/testing/fakeIntersectionObserver';
import { testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';
import { type SavedDownload, savedDownloads } from '../test/savedDownloads';
import { moveToFolder } from '../features/gallery/testing/moveToFolder';

const scroll = installFakeIntersectionObserver();
const main = () => within(screen.getByRole('main'));
const cards = () => main().queryAllByRole('article');
const cardOf = (prompt: string) => main().getByRole('article', { name: prompt });
/** A card's action: its name is the icon's ("swap") and the text ("Move"). */
const cardAction = (prompt: string, action: string) =>
  within(cardOf(prompt)).getByRole('button', { name: new RegExp(`(^| )${action}$`) });

async function renderGallery(
  mocks: MockLink.MockedResponse[],
  path = '/gallery',
  before?: ApolloLink,
) {
  const view = renderApp(path, { user: testUser(), mocks, before });
  await screen.findByRole('heading', { name: 'Images', level: 1 });
  return view;
}

async function deleteFolderInManager(name: string) {
  await userEvent.click(main().getByRole('button', { name: /Manage folders/ }));
  const manager = await screen.findByRole('dialog', { name: 'Manage folders' });
  await userEvent.click(await within(manager).findByRole('button', { name: `Delete ${name}` }));
  // Every antd modal title has the same id in tests: the confirmation is found by its text.
  const confirm = (await screen.findByText('Radera mappen?')).closest('[role="dialog"]');
  await userEvent.click(within(confirm as HTMLElement).getByRole('button', { name: 'Radera' }));
}

function moveMock(item: GalleryCreationFragment, to = landscapes, failure?: string) {
  return {
    request: { query: MoveCreationDocument, variables: { id: item.id, folderId: to.id } },
    result: failure
      ? { errors: [{ message: failure }] }
      : { data: { moveCreation: { __typename: 'Creation', id: item.id, folder: to } } },
  };
}

function deleteMock(item: GalleryCreationFragment, failure?: string) {
  return {
    request: { query: DeleteCreationDocument, variables: { id: item.id } },
    result: failure ? { errors: [{ message: failure }] } : { data: { deleteCreation: true } },
  };
}

describe('Gallery page', () => {
  it("loads the first row's thumbnails at once, the first before all, the rest as they near", async () => {
    await renderGallery([
      foldersMock([defaultFolder]),
      creationsPageMock(creations(1, 9), { hasMore: true }),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(9));
    const loading = cards().map((card) => {
      const image = within(card).getByRole('img', { name: card.getAttribute('aria-label')! });
      return `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority') ?? '-'}`;
    });
    expect(loading).toEqual([
      'eager high',
      ...Array(3).fill('eager -'),
      ...Array(5).fill('lazy -'),
    ]);
  });

  it('shows the title, the folder buttons, a tab per folder and the first 9 images', async () => {
    await renderGallery([
      foldersMock([defaultFolder, landscapes]),
      creationsPageMock(creations(1, 9), { hasMore: true }),
    ]);

    expect(
      main().getByText('Manage and organize your created images in folders'),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: /Manage folders/ })).toBeInTheDocument();
    expect(main().getByRole('button', { name: /Create new folder/ })).toBeInTheDocument();
    const tabs = await main().findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All images', 'Default', 'Landscapes']);
    expect(main().getByRole('tab', { name: 'All images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(document.title).toBe('Images · PixelForge Studio');
    // Two columns on phones and tablets, three, then four on large screens.
    expect(cardOf('Prompt 1').closest('.ant-col')).toHaveClass(
      'ant-col-xs-12',
      'ant-col-lg-8',
      'ant-col-xl-6',
    );
  });

  it('opens "Manage references" from "References", with the saved characters and styles', async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock(creations(1, 2)),
      {
        request: { query: MyReferencesDocument },
        result: {
          data: {
            myReferences: [
              {
                __typename: 'Reference',
                id: 'c0000000-0000-4000-8000-000000000001',
                kind: 'character',
                name: 'Captain Mara',
                images: ['creation:c1'],
                weightType: null,
                combineMethod: null,
                thumbnailUrl: 'https://images.example/c1.webp',
              },
            ],
          },
        },
      },
    ]);
    await userEvent.click(main().getByRole('button', { name: /References/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage references' });
    expect(await within(dialog).findByRole('img', { name: 'Captain Mara' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rename Captain Mara' })).toBeEnabled();
  });

  it('is also at /images', async () => {
    await renderGallery([foldersMock(), creationsPageMock(creations(1, 2))], '/images');

    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('sends a visitor from /images to /auth, to come back after signing in', async () => {
    const { router } = renderApp('/images');

    expect(await screen.findByRole('tab', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/images' });
  });

  describe('infinite scroll', () => {
    it('loads the next page as the sentinel comes within 100px, until "All images loaded"', async () => {
      const nextPage = heldOperation('GalleryCreations', ({ after }) => after === 'after-c9');
      await renderGallery(
        [
          foldersMock(),
          creationsPageMock(creations(1, 9), { hasMore: true }),
          creationsPageMock(creations(10, 3), { after: 'after-c9' }),
        ],
        '/gallery',
        nextPage.link,
      );
      await waitFor(() => expect(cards()).toHaveLength(9));
      expect(main().queryByText('All images loaded')).not.toBeInTheDocument();
      const [observer] = scroll.observers();
      expect(observer.rootMargin).toBe('100px');
      expect(observer.thresholds).toEqual([0.1]);

      scroll.revealAll();

      expect(await main().findByLabelText('Loading more images')).toBeInTheDocument();
      nextPage.release();
      expect(await main().findByText('All images loaded')).toBeInTheDocument();
      expect(cards()).toHaveLength(12);
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(
        Array.from({ length: 12 }, (_, i) => `Prompt ${i + 1}`),
      );
      // The list has ended: nothing watches for more.
      expect(scroll.observers()).toHaveLength(0);
    });

    it('asks for no more after a page that was not full, whatever it said', async () => {
      await renderGallery([
        foldersMock(),
        creationsPageMock(creations(1, 5), { hasMore: true, nextCursor: 'after-c5' }),
      ]);

      expect(await main().findByText('All images loaded')).toBeInTheDocument();
      expect(cards()).toHaveLength(5);
      expect(scroll.observers()).toHaveLength(0);
    });

    it('asks for no more after a full last page', async () => {
      await renderGallery([foldersMock(), creationsPageMock(creations(1, 9), { hasMore: false })]);

      expect(await main().findByText('All images loaded')).toBeInTheDocument();
      expect(scroll.observers()).toHaveLength(0);
    });

    it('ends on an empty page', async () => {
      await renderGallery([
        foldersMock(),
        creationsPageMock(creations(1, 9), { hasMore: true }),
        creationsPageMock([], { after: 'after-c9', hasMore: true, nextCursor: 'x' }),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(9));

      scroll.revealAll();

      expect(await main().findByText('All images loaded')).toBeInTheDocument();
      expect(cards()).toHaveLength(9);
    });

    it('says "Failed to load more images" when a page fails, and tries again on request', async () => {
      await renderGallery([
        foldersMock(),
        creationsPageMock(creations(1, 9), { hasMore: true }),
        creationsErrorMock({ after: 'after-c9' }),
        creationsPageMock(creations(10, 1), { after: 'after-c9' }),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(9));

      scroll.revealAll();

      expect(await screen.findByText('Failed to load more images')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(main().getByText('Failed to fetch more creations')).toBeInTheDocument();
      expect(cards()).toHaveLength(9);
      // No endless retries while the sentinel stays in view.
      expect(scroll.observers()).toHaveLength(0);

      await userEvent.click(main().getByRole('button', { name: 'Try again' }));

      expect(await main().findByText('All images loaded')).toBeInTheDocument();
      expect(cards()).toHaveLength(10);
    });
  });

  describe('states', () => {
    it('shows a spinner while the folders load', async () => {
      const folders = heldOperation('GalleryFolders');
      await renderGallery(
        [foldersMock(), creationsPageMock([creation(1)])],
        '/gallery',
        folders.link,
      );

      expect(main().getByLabelText('Loading folders')).toBeInTheDocument();
      folders.release();
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(main().queryByLabelText('Loading folders')).not.toBeInTheDocument();
    });

    it('says "No images to display" when there are no images, with a way to create some', async () => {
      await renderGallery([foldersMock(), creationsPageMock([])]);

      expect(await main().findByText('No images to display')).toBeInTheDocument();
      expect(
        main().getByText(
          'You have no saved images in this folder. Generate images from the dashboard and move them here.',
        ),
      ).toBeInTheDocument();
      expect(main().getByRole('link', { name: /Create images/ })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    });

    it('shows a folder tab\'s own images, and "Folder is empty" for an empty folder', async () => {
      await renderGallery([
        foldersMock(),
        creationsPageMock(creations(1, 3)),
        creationsPageMock([], { folderId: landscapes.id }),
        creationsPageMock(creations(1, 3), { folderId: defaultFolder.id }),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(3));

      await userEvent.click(main().getByRole('tab', { name: 'Landscapes' }));

      expect(await main().findByText('Folder is empty')).toBeInTheDocument();
      expect(
        main().getByText(
          'There are no images in the folder "Landscapes" yet. You can move images here from other folders.',
        ),
      ).toBeInTheDocument();
      expect(main().getByRole('link', { name: /Create images/ })).toHaveAttribute(
        'href',
        '/dashboard',
      );

      await userEvent.click(main().getByRole('tab', { name: 'Default' }));

      await waitFor(() => expect(cards()).toHaveLength(3));
      expect(main().queryByText('Folder is empty')).not.toBeInTheDocument();
    });

    it('says "An error occurred while fetching images." and tries again', async () => {
      await renderGallery([
        foldersMock(),
        creationsErrorMock(),
        creationsPageMock(creations(1, 2)),
      ]);

      expect(
        await main().findByText('An error occurred while fetching images.'),
      ).toBeInTheDocument();
      expect(main().getByText('Failed to fetch creations')).toBeInTheDocument();

      await userEvent.click(main().getByRole('button', { name: 'Try again' }));

      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(
        main().queryByText('An error occurred while fetching images.'),
      ).not.toBeInTheDocument();
    });

    it('says "An error occurred while fetching folders." and tries again', async () => {
      await renderGallery([
        foldersMock([], { error: new Error('Failed to fetch') }),
        foldersMock(),
        creationsPageMock(creations(1, 1)),
      ]);

      expect(
        await main().findByText('An error occurred while fetching folders.'),
      ).toBeInTheDocument();

      await userEvent.click(main().getByRole('button', { name: 'Try again' }));

      expect(await main().findByRole('tab', { name: 'Landscapes' })).toBeInTheDocument();
      await waitFor(() => expect(cards()).toHaveLength(1));
    });
  });

  describe('an image card', () => {
    it('shows the folder name and the creation date', async () => {
      await renderGallery([
        foldersMock(),
        creationsPageMock([creation(1, { folder: landscapes }), creation(2)]),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(2));

      expect(within(cardOf('Prompt 1')).getByText('Landscapes')).toBeInTheDocument();
      expect(within(cardOf('Prompt 2')).getByText('Default')).toBeInTheDocument();
      expect(within(cardOf('Prompt 1')).getByText('Jan 15, 2026')).toBeInTheDocument();
    });

    it('moves an image: Move stays disabled until a folder is chosen', async () => {
      const moved = creation(1);
      const move = heldOperation('MoveCreation');
      await renderGallery(
        [
          foldersMock(),
          creationsPageMock([moved, creation(2)]),
          moveMock(moved),
          creationsPageMock([{ ...moved, folder: landscapes }], { folderId: landscapes.id }),
        ],
        '/gallery',
        move.link,
      );
      await waitFor(() => expect(cards()).toHaveLength(2));

      await userEvent.click(cardAction('Prompt 1', 'Move'));
      const dialog = await screen.findByRole('dialog', { name: 'Move image to folder' });
      expect(within(dialog).getByText('Select folder...')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();

      await moveToFolder(dialog, 'Landscapes');

      expect(await within(dialog).findByRole('button', { name: /Moving\.\.\./ })).toBeDisabled();
      move.release();
      expect(await screen.findByText('Image moved')).toBeInTheDocument();
      expect(
        screen.getByText('The image has been moved to the folder "Landscapes".'),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Move image to folder' }),
        ).not.toBeInTheDocument(),
      );
      expect(within(cardOf('Prompt 1')).getByText('Landscapes')).toBeInTheDocument();

      await userEvent.click(main().getByRole('tab', { name: 'Landscapes' }));

      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(cardOf('Prompt 1')).toBeInTheDocument();
    });

    it('takes a moved image out of the folder tab it left', async () => {
      const moved = creation(1);
      await renderGallery([
        foldersMock(),
        creationsPageMock([moved, creation(2)]),
        creationsPageMock([moved, creation(2)], { folderId: defaultFolder.id }),
        moveMock(moved),
      ]);
      await userEvent.click(await main().findByRole('tab', { name: 'Default' }));
      await waitFor(() => expect(cards()).toHaveLength(2));

      await userEvent.click(cardAction('Prompt 1', 'Move'));
      const dialog = await screen.findByRole('dialog', { name: 'Move image to folder' });
      await moveToFolder(dialog, 'Landscapes');

      expect(await screen.findByText('Image moved')).toBeInTheDocument();
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(main().queryByRole('article', { name: 'Prompt 1' })).not.toBeInTheDocument();
    });

    it('says "Error moving image" with the reason', async () => {
      const moved = creation(1);
      await renderGallery([
        foldersMock(),
        creationsPageMock([moved]),
        moveMock(moved, landscapes, 'Folder not found'),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(1));

      await userEvent.click(cardAction('Prompt 1', 'Move'));
      const dialog = await screen.findByRole('dialog', { name: 'Move image to folder' });
      await moveToFolder(dialog, 'Landscapes');

      expect(await screen.findByText('Error moving image')).toBeInTheDocument();
      expect(screen.getByText('Folder not found')).toBeInTheDocument();
      expect(within(cardOf('Prompt 1')).getByText('Default')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Move image to folder' })).toBeInTheDocument();
    });

    it('deletes an image after asking', async () => {
      const deleted = creation(1);
      await renderGallery([
        foldersMock(),
        creationsPageMock([deleted, creation(2)]),
        deleteMock(deleted),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(2));

      await userEvent.click(cardAction('Prompt 1', 'Delete'));
      const dialog = await screen.findByRole('dialog', { name: 'Delete image' });
      expect(
        within(dialog).getByText(
          'Are you sure you want to delete this image? This action cannot be undone.',
        ),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Image deleted')).toBeInTheDocument();
      expect(screen.getByText('The image has been permanently deleted.')).toBeInTheDocument();
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(main().queryByRole('article', { name: 'Prompt 1' })).not.toBeInTheDocument();
    });

    it('keeps the image and says "Error deleting image" when the delete fails, or not when cancelled', async () => {
      const kept = creation(1);
      await renderGallery([
        foldersMock(),
        creationsPageMock([kept]),
        deleteMock(kept, 'Creation not found'),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(1));

      await userEvent.click(cardAction('Prompt 1', 'Delete'));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Delete image' })).getByRole('button', {
          name: 'Cancel',
        }),
      );
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Delete image' })).not.toBeInTheDocument(),
      );

      await userEvent.click(cardAction('Prompt 1', 'Delete'));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Delete image' })).getByRole('button', {
          name: 'Delete',
        }),
      );

      expect(await screen.findByText('Error deleting image')).toBeInTheDocument();
      expect(screen.getByText('Creation not found')).toBeInTheDocument();
      expect(cards()).toHaveLength(1);
    });
  });

  describe('downloads', () => {
    let clicked: SavedDownload[];

    beforeEach(() => {
      clicked = savedDownloads('blob:image');
    });

    afterEach(() => jest.restoreAllMocks());

    it('fetches the full image and saves it as ai-image-{id}.jpg', async () => {
      const fetchImage = jest
        .spyOn(window, 'fetch')
        .mockResolvedValue(new Response(new Blob(['jpeg bytes']), { status: 200 }));
      await renderGallery([foldersMock(), creationsPageMock([creation(1)])]);
      await waitFor(() => expect(cards()).toHaveLength(1));

      await userEvent.click(cardAction('Prompt 1', 'Download'));

      expect(await screen.findByText('Download completed')).toBeInTheDocument();
      expect(screen.getByText('Your image has been downloaded.')).toBeInTheDocument();
      expect(fetchImage).toHaveBeenCalledWith(
        `${window.location.origin}/api/files/users/7/creations/c1.jpg?expires=1&signature=s1`,
      );
      expect(clicked).toEqual([{ href: 'blob:image', download: 'ai-image-c1.jpg' }]);
    });

    it('says "Download failed" with the status of a bad answer', async () => {
      jest
        .spyOn(window, 'fetch')
        .mockResolvedValue(new Response('gone', { status: 404, statusText: 'Not Found' }));
      await renderGallery([foldersMock(), creationsPageMock([creation(1)])]);
      await waitFor(() => expect(cards()).toHaveLength(1));

      await userEvent.click(cardAction('Prompt 1', 'Download'));

      expect(await screen.findByText('Download failed')).toBeInTheDocument();
      expect(
        screen.getByText('Could not download the image: Failed to fetch image: 404 Not Found'),
      ).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });
  });

  describe('viewer and details', () => {
    it('opens an image full size from its card, at its place in the list', async () => {
      await renderGallery([foldersMock(), creationsPageMock(creations(1, 3))]);
      await waitFor(() => expect(cards()).toHaveLength(3));

      await userEvent.click(within(cardOf('Prompt 2')).getByRole('img', { name: 'Prompt 2' }));

      const viewer = await screen.findByRole('dialog', { name: 'Full size' });
      expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
      expect(within(viewer).getByRole('img', { name: 'Prompt 2' })).toHaveAttribute(
        'src',
        `${window.location.origin}/api/files/users/7/creations/c2.jpg?expires=1&signature=s2`,
      );
    });

    it('pages across the whole gallery: its count from the server, the next page loaded on the way', async () => {
      await renderGallery([
        foldersMock(),
        creationsPageMock(creations(1, 9), { hasMore: true }),
        {
          request: { query: GalleryCreationCountDocument, variables: { folderId: null } },
          result: { data: { creationCount: 13 } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        creationsPageMock(creations(10, 4), { after: 'after-c9' }),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(9));

      await userEvent.click(within(cardOf('Prompt 9')).getByRole('img', { name: 'Prompt 9' }));
      const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));
      expect(await viewer.findByText('9 / 13')).toBeInTheDocument();

      await userEvent.click(viewer.getByRole('button', { name: 'Next image' }));

      expect(await viewer.findByText('10 / 13')).toBeInTheDocument();
      expect(viewer.getByRole('img', { name: 'Prompt 10' })).toBeInTheDocument();
      expect(cards()).toHaveLength(13);
    });

    it('deletes the open image after confirming and shows the next one', async () => {
      const [first, second] = creations(1, 2);
      await renderGallery([foldersMock(), creationsPageMock([first, second]), deleteMock(first)]);
      await waitFor(() => expect(cards()).toHaveLength(2));
      await userEvent.click(within(cardOf('Prompt 1')).getByRole('img', { name: 'Prompt 1' }));
      const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));

      await userEvent.click(viewer.getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete image' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Image deleted')).toBeInTheDocument();
      expect(await viewer.findByRole('img', { name: 'Prompt 2' })).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Full size' })).toBeInTheDocument();
      await waitFor(() => expect(cards()).toHaveLength(1));
    });

    it('opens the Generation Details of a card from its info icon', async () => {
      await renderGallery([
        foldersMock(),
        creationsPageMock([creation(1, { prompt: 'a red fox' })]),
        modelsMock([
          { id: 1, name: 'RunDiffusion', version: 'XL', civitAIR: 'rundiffusion:130@100' },
        ]),
      ]);
      await waitFor(() => expect(cards()).toHaveLength(1));

      await userEvent.click(
        within(cardOf('a red fox')).getByRole('button', { name: 'Generation Details' }),
      );

      const panel = await screen.findByRole('dialog', { name: 'Generation Details' });
      expect(within(panel).getByText('a red fox')).toBeInTheDocument();
      expect(await within(panel).findByText('RunDiffusion XL')).toBeInTheDocument();
    });
  });

  describe('folders', () => {
    it('gives a created folder its tab', async () => {
      await renderGallery([
        foldersMock([defaultFolder, landscapes]),
        creationsPageMock([creation(1)]),
        {
          request: { query: CreateFolderDocument, variables: { name: 'Animals' } },
          result: { data: { createFolder: folder('f-animals', 'Animals') } },
        },
      ]);
      await waitFor(() => expect(cards()).toHaveLength(1));

      await userEvent.click(main().getByRole('button', { name: /Create new folder/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Create New Folder' });
      await userEvent.type(within(dialog).getByLabelText('Folder Name'), 'Animals{Enter}');

      expect(await screen.findByText('The folder "Animals" has been created.')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          main()
            .getAllByRole('tab')
            .map((tab) => tab.textContent),
        ).toEqual(['All images', 'Default', 'Animals', 'Landscapes']),
      );
    });

    it('shows a renamed folder under its new name on its tab and its cards', async () => {
      await renderGallery([
        foldersMock([defaultFolder, landscapes]),
        creationsPageMock([creation(1, { folder: landscapes })]),
        {
          request: {
            query: RenameFolderDocument,
            variables: { id: landscapes.id, name: 'Seascapes' },
          },
          result: { data: { renameFolder: folder(landscapes.id, 'Seascapes') } },
        },
      ]);
      await waitFor(() => expect(cards()).toHaveLength(1));

      await userEvent.click(main().getByRole('button', { name: /Manage folders/ }));
      const manager = await screen.findByRole('dialog', { name: 'Manage folders' });
      await userEvent.click(
        await within(manager).findByRole('button', { name: 'Rename Landscapes' }),
      );
      const field = within(manager).getByRole('textbox', { name: 'New name for Landscapes' });
      await userEvent.clear(field);
      await userEvent.type(field, 'Seascapes{Enter}');

      expect(await screen.findByText('Folder has been renamed.')).toBeInTheDocument();
      expect(main().getByRole('tab', { name: 'Seascapes' })).toBeInTheDocument();
      expect(within(cardOf('Prompt 1')).getByText('Seascapes')).toBeInTheDocument();
    });

    it('moves the images of a deleted folder to Default without asking for them again', async () => {
      await renderGallery([
        foldersMock([defaultFolder, landscapes]),
        creationsPageMock([creation(1, { folder: landscapes }), creation(2)]),
        {
          request: { query: DeleteFolderDocument, variables: { id: landscapes.id } },
          result: { data: { deleteFolder: true } },
        },
      ]);
      await waitFor(() => expect(cards()).toHaveLength(2));

      await deleteFolderInManager('Landscapes');

      expect(await screen.findByText('Framgång')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          main()
            .getAllByRole('tab')
            .map((tab) => tab.textContent),
        ).toEqual(['All images', 'Default']),
      );
      expect(within(cardOf('Prompt 1')).getByText('Default')).toBeInTheDocument();
    });

    it('shows all images again when the folder of the open tab is deleted', async () => {
      await renderGallery([
        foldersMock([defaultFolder, landscapes]),
        creationsPageMock([creation(1, { folder: landscapes }), creation(2)]),
        creationsPageMock([creation(1, { folder: landscapes })], { folderId: landscapes.id }),
        {
          request: { query: DeleteFolderDocument, variables: { id: landscapes.id } },
          result: { data: { deleteFolder: true } },
        },
        creationsPageMock([creation(1), creation(2)]),
      ]);
      await userEvent.click(await main().findByRole('tab', { name: 'Landscapes' }));
      await waitFor(() => expect(cards()).toHaveLength(1));

      await deleteFolderInManager('Landscapes');

      expect(await screen.findByText('Framgång')).toBeInTheDocument();
      await waitFor(() =>
        expect(main().getByRole('tab', { name: 'All images' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(within(cardOf('Prompt 1')).getByText('Default')).toBeInTheDocument();
      expect(
        main().queryByText('An error occurred while fetching images.'),
      ).not.toBeInTheDocument();
    });
  });
});
