import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeleteCreationsDocument,
  type GalleryCreationFragment,
  MoveCreationsDocument,
} from '../../graphql/generated/graphql';
import { type CreationActions, CreationGrid } from './CreationGrid';
import SelectionBar from './SelectionBar';
import { actionSpies, creations, defaultFolder, landscapes } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';
import { heldOperation } from '../../test/heldOperation';
import { type SavedDownload, savedDownloads } from '../../test/savedDownloads';
import { useCreationSelection } from './useCreationSelection';
import { moveToFolder } from './testing/moveToFolder';

const noActions: CreationActions = actionSpies();

/** Select mode as a tab has it: the grid's cards pick themselves, the bar acts on the pick. */
function SelectMode({ items }: { items: GalleryCreationFragment[] }) {
  const selection = useCreationSelection(items);
  return (
    <>
      <SelectionBar selection={selection} folders={[defaultFolder, landscapes]} />
      <CreationGrid
        items={items}
        hasMore={false}
        loadingMore={false}
        loadMoreFailed={false}
        onLoadMore={jest.fn()}
        actions={noActions}
        selection={selection}
      />
    </>
  );
}

const bar = () => within(screen.getByRole('region', { name: 'Selection' }));
const checkbox = (n: number) => screen.getByRole('checkbox', { name: `Select Prompt ${n}` });
const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('aria-label'));

describe('Select mode', () => {
  it('counts the selection, shift-click picks a range, and all loaded or none can be picked at once', async () => {
    renderWithProviders(<SelectMode items={creations(1, 5)} />);
    expect(bar().getByText('0 selected')).toBeInTheDocument();

    await userEvent.click(checkbox(2));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('img', { name: 'Prompt 4' }));
    await user.keyboard('{/Shift}');

    expect(bar().getByText('3 selected')).toBeInTheDocument();
    expect(checked()).toEqual(['Select Prompt 2', 'Select Prompt 3', 'Select Prompt 4']);

    await userEvent.click(checkbox(3));
    expect(bar().getByText('2 selected')).toBeInTheDocument();

    await userEvent.click(bar().getByRole('button', { name: 'Select all loaded' }));
    expect(bar().getByText('5 selected')).toBeInTheDocument();

    await userEvent.click(bar().getByRole('button', { name: 'Clear selection' }));
    expect(bar().getByText('0 selected')).toBeInTheDocument();
    expect(checked()).toEqual([]);
  });

  it('offers nothing to do with an empty selection', () => {
    renderWithProviders(<SelectMode items={creations(1, 2)} />);

    for (const name of [/Move$/, /Delete$/, /Download ZIP$/, /^Clear selection$/]) {
      expect(bar().getByRole('button', { name })).toBeDisabled();
    }
  });

  it('moves the selection into a chosen folder, all at once, and clears it', async () => {
    const move = heldOperation('MoveCreations');
    renderWithProviders(
      <SelectMode items={creations(1, 3)} />,
      [
        {
          request: {
            query: MoveCreationsDocument,
            variables: { ids: ['c1', 'c3'], folderId: landscapes.id },
          },
          result: { data: { moveCreations: 2 } },
        },
      ],
      { before: move.link },
    );
    await userEvent.click(checkbox(1));
    await userEvent.click(checkbox(3));

    await userEvent.click(bar().getByRole('button', { name: /Move$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move images to folder' });
    expect(within(dialog).getByText('Move 2 images to:')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await moveToFolder(dialog, 'Landscapes');

    expect(await within(dialog).findByRole('button', { name: /Moving\.\.\./ })).toBeDisabled();
    move.release();
    expect(await screen.findByText('Images moved')).toBeInTheDocument();
    expect(screen.getByText('2 images moved to the folder "Landscapes".')).toBeInTheDocument();
    expect(bar().getByText('0 selected')).toBeInTheDocument();
  });

  it('deletes the selection after a confirmation that names how many', async () => {
    renderWithProviders(<SelectMode items={creations(1, 3)} />, [
      {
        request: { query: DeleteCreationsDocument, variables: { ids: ['c1', 'c2', 'c3'] } },
        result: { data: { deleteCreations: 3 } },
      },
    ]);
    await userEvent.click(bar().getByRole('button', { name: 'Select all loaded' }));

    await userEvent.click(bar().getByRole('button', { name: /Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete images' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete 3 images? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Images deleted')).toBeInTheDocument();
    expect(screen.getByText('3 images permanently deleted.')).toBeInTheDocument();
    expect(bar().getByText('0 selected')).toBeInTheDocument();
  });

  it("says why a bulk delete failed, in the server's words, and keeps the selection", async () => {
    renderWithProviders(<SelectMode items={creations(1, 2)} />, [
      {
        request: { query: DeleteCreationsDocument, variables: { ids: ['c2'] } },
        result: { errors: [{ message: 'Creation c2 not found' }] },
      },
    ]);
    await userEvent.click(checkbox(2));

    await userEvent.click(bar().getByRole('button', { name: /Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete images' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete 1 image? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting images')).toBeInTheDocument();
    expect(screen.getByText('Creation c2 not found')).toBeInTheDocument();
    expect(bar().getByText('1 selected')).toBeInTheDocument();
  });

  it('refuses more than 100 images at a time, and says so', async () => {
    renderWithProviders(<SelectMode items={creations(1, 101)} />);

    await userEvent.click(bar().getByRole('button', { name: 'Select all loaded' }));

    expect(bar().getByText('101 selected')).toBeInTheDocument();
    expect(
      bar().getByText('Move, Delete and Download ZIP take at most 100 images at a time.'),
    ).toBeInTheDocument();
    for (const name of [/Move$/, /Delete$/, /Download ZIP$/]) {
      expect(bar().getByRole('button', { name })).toBeDisabled();
    }

    await userEvent.click(checkbox(101));
    expect(bar().getByRole('button', { name: /Download ZIP$/ })).toBeEnabled();
    expect(bar().queryByText(/at most 100 images/)).not.toBeInTheDocument();
  });

  describe('Download ZIP', () => {
    let saved: SavedDownload[];

    beforeEach(() => {
      saved = savedDownloads('blob:zip');
    });

    afterEach(() => jest.restoreAllMocks());

    it('posts the ids with the session token, shows progress, and saves the ZIP under its given name', async () => {
      localStorage.setItem('authToken', 'session-token');
      let answer: (response: Response) => void = () => undefined;
      const fetchSpy = jest
        .spyOn(window, 'fetch')
        .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
      renderWithProviders(<SelectMode items={creations(1, 3)} />);
      await userEvent.click(checkbox(1));
      await userEvent.click(checkbox(2));

      await userEvent.click(bar().getByRole('button', { name: /Download ZIP$/ }));

      expect(await bar().findByRole('button', { name: /Downloading ZIP\.\.\./ })).toBeDisabled();
      expect(fetchSpy).toHaveBeenCalledWith('/api/creations/download', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer session-token' },
        body: JSON.stringify({ ids: ['c1', 'c2'] }),
        signal: undefined,
      });
      answer(
        new Response('zip bytes', {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="creations-2026-01-15.zip"',
          },
        }),
      );

      expect(await screen.findByText('ZIP downloaded')).toBeInTheDocument();
      expect(screen.getByText('2 images saved as creations-2026-01-15.zip.')).toBeInTheDocument();
      expect(saved).toEqual([{ href: 'blob:zip', download: 'creations-2026-01-15.zip' }]);
      await waitFor(() =>
        expect(bar().getByRole('button', { name: /Download ZIP$/ })).toBeEnabled(),
      );
    });

    it('shows how much of the ZIP has arrived, in megabytes', async () => {
      let body: ReadableStreamDefaultController<Uint8Array> | undefined;
      jest.spyOn(window, 'fetch').mockResolvedValue(
        new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => {
              body = controller;
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/zip' } },
        ),
      );
      renderWithProviders(<SelectMode items={creations(1, 1)} />);
      await userEvent.click(checkbox(1));

      await userEvent.click(bar().getByRole('button', { name: /Download ZIP$/ }));
      body?.enqueue(new Uint8Array(1.5 * 1024 * 1024));

      expect(
        await bar().findByRole('button', { name: /Downloading ZIP\.\.\. 1\.5 MB$/ }),
      ).toBeDisabled();
      body?.close();
      expect(await screen.findByText('ZIP downloaded')).toBeInTheDocument();
    });

    it("says why the download failed, in the server's words", async () => {
      jest.spyOn(window, 'fetch').mockResolvedValue(
        new Response(JSON.stringify({ message: 'Creation c1 not found', code: 'NOT_FOUND' }), {
          status: 404,
          statusText: 'Not Found',
        }),
      );
      renderWithProviders(<SelectMode items={creations(1, 1)} />);
      await userEvent.click(checkbox(1));

      await userEvent.click(bar().getByRole('button', { name: /Download ZIP$/ }));

      expect(await screen.findByText('Download failed')).toBeInTheDocument();
      expect(
        screen.getByText('Could not download the images: Creation c1 not found'),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});
