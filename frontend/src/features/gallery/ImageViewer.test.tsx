import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  GalleryCreationCountDocument,
  type GalleryCreationFragment,
  MyReferencesDocument,
} from '../../graphql/generated/graphql';
import { NO_FILTERS } from './creationFilters';
import { ImageViewer, type ViewerActions } from './ImageViewer';
import { actionSpies, creations, creationsPageMock } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';
import { heldOperation } from '../../test/heldOperation';
import { variationPricesMock } from '../generator/vary/testing/variationMocks';
import { useCreationPages } from './useCreationPages';

const dialog = () => within(screen.getByRole('dialog', { name: 'Full size' }));
const openDialog = async () => within(await screen.findByRole('dialog', { name: 'Full size' }));
const image = () => dialog().getByRole('img', { name: /^Prompt \d+$/ });

function countMock(count: number): MockLink.MockedResponse {
  return {
    request: { query: GalleryCreationCountDocument, variables: { folderId: null } },
    result: { data: { creationCount: count } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The viewer over a fixed list, which `remove` shortens as a deletion does. */
function Viewer({
  items,
  start = 0,
  actions,
}: {
  items: readonly GalleryCreationFragment[];
  start?: number;
  actions?: Partial<ViewerActions>;
}) {
  const [index, setIndex] = useState<number | null>(start);
  const [list, setList] = useState(items);
  const remove = (creation: GalleryCreationFragment) =>
    setList((current) => current.filter((item) => item.id !== creation.id));
  return (
    <ImageViewer
      creations={list}
      index={index}
      onIndexChange={setIndex}
      actions={{ ...actionSpies(), ...actions, remove }}
    />
  );
}

/** The viewer over the gallery's pages, as the gallery tab shows it. */
function PagedViewer({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(start);
  const pages = useCreationPages(null, NO_FILTERS, { countWanted: index !== null });
  if (pages.loading) return null;
  return (
    <ImageViewer creations={pages.items} index={index} onIndexChange={setIndex} more={pages} />
  );
}

/** The variations of saved image `id`, priced at `subtle` and `strong` credits. */
function pricesMock(id: string, subtle: number, strong: number): MockLink.MockedResponse {
  return variationPricesMock({ creationId: id }, subtle, strong);
}

describe('Gallery viewer: what can be made from the image', () => {
  it("varies the image shown, each variation's price that image's, told before it runs", async () => {
    const vary = jest.fn();
    // The second image's prices wait, so the image shown before has its chance to lend its own.
    const secondPrices = heldOperation(
      'EstimateVariations',
      (variables) => (variables.subtle as { creationId?: string }).creationId === 'c2',
    );
    renderWithProviders(
      <Viewer items={creations(1, 2)} actions={{ vary }} />,
      [pricesMock('c1', 1.25, 1.5), pricesMock('c2', 2.25, 2.5)],
      { before: secondPrices.link },
    );
    const viewer = await openDialog();
    await userEvent.click(viewer.getByRole('button', { name: 'Vary' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Vary (subtle) · 1.25 credits' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(viewer.getByRole('button', { name: 'Next image' }));
    await userEvent.click(viewer.getByRole('button', { name: 'Vary' }));
    expect(screen.queryByRole('menuitem', { name: /1\.25 credits/ })).toBeNull();
    secondPrices.release();
    expect(
      await screen.findByRole('menuitem', { name: 'Vary (strong) · 2.50 credits' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: /^Vary \(strong\)/ }));

    expect(vary).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }), 'STRONG');
    // It runs on the dashboard's queue: the viewer stays, for the next image.
    expect(screen.getByRole('dialog', { name: 'Full size' })).toBeInTheDocument();
  });

  it('expands the image shown, and uses it as a reference, from the action bar', async () => {
    const expand = jest.fn();
    renderWithProviders(<Viewer items={creations(1, 2)} start={1} actions={{ expand }} />, [
      {
        request: { query: MyReferencesDocument },
        result: { data: { myReferences: [] } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const viewer = await openDialog();
    await userEvent.click(viewer.getByRole('button', { name: 'Expand…' }));
    expect(expand).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));

    await userEvent.click(viewer.getByRole('button', { name: 'Use as reference…' }));
    expect(await screen.findByRole('dialog', { name: 'Use as reference' })).toBeInTheDocument();
  });
});

describe('Gallery viewer', () => {
  it('shows the full image and "n / total" of a wholly loaded list, wrapping around both ways', async () => {
    renderWithProviders(<Viewer items={creations(1, 3)} />);
    const viewer = await openDialog();

    expect(image()).toHaveAttribute(
      'src',
      'http://localhost/api/files/users/7/creations/c1.jpg?expires=1&signature=s1',
    );
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();

    await userEvent.click(viewer.getByRole('button', { name: 'Previous image' }));
    expect(viewer.getByText('3 / 3')).toBeInTheDocument();
    expect(image()).toHaveAccessibleName('Prompt 3');

    await userEvent.click(viewer.getByRole('button', { name: 'Next image' }));
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.getByText('2 / 3')).toBeInTheDocument();
  });

  it('counts the whole gallery and loads the next page when next passes the loaded images', async () => {
    renderWithProviders(<PagedViewer start={7} />, [
      creationsPageMock(creations(1, 9), { hasMore: true }),
      countMock(13),
      creationsPageMock(creations(10, 4), { after: 'after-c9' }),
    ]);
    const viewer = await openDialog();
    expect(await viewer.findByText('8 / 13')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.getByText('9 / 13')).toBeInTheDocument();

    await userEvent.click(viewer.getByRole('button', { name: 'Next image' }));
    expect(await viewer.findByText('10 / 13')).toBeInTheDocument();
    expect(image()).toHaveAccessibleName('Prompt 10');

    // Everything is loaded now: past the last comes the first.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(viewer.getByText('13 / 13')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.getByText('1 / 13')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer.getByText('13 / 13')).toBeInTheDocument();
  });

  it('does not wrap from the first image back while later pages are not loaded', async () => {
    renderWithProviders(<PagedViewer start={0} />, [
      creationsPageMock(creations(1, 9), { hasMore: true }),
      countMock(13),
    ]);
    const viewer = await openDialog();
    expect(await viewer.findByText('1 / 13')).toBeInTheDocument();

    expect(viewer.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer.getByText('1 / 13')).toBeInTheDocument();
  });

  it('offers the card’s actions and tools on the open image', async () => {
    const actions = actionSpies();
    const items = creations(1, 3);
    renderWithProviders(<Viewer items={items} start={1} actions={actions} />);
    const bar = within((await openDialog()).getByRole('group', { name: 'Image actions' }));

    await userEvent.click(bar.getByRole('button', { name: 'Download' }));
    expect(actions.download).toHaveBeenCalledWith(items[1]);
    await userEvent.click(bar.getByRole('button', { name: 'Details' }));
    expect(actions.details).toHaveBeenCalledWith(items[1]);
    await userEvent.click(bar.getByRole('button', { name: 'Move' }));
    expect(actions.move).toHaveBeenCalledWith(items[1]);
    await userEvent.click(bar.getByRole('button', { name: 'Share' }));
    expect(actions.share).toHaveBeenCalledWith(items[1]);
    await userEvent.click(bar.getByRole('button', { name: 'Use as source' }));
    expect(actions.tool).toHaveBeenLastCalledWith(items[1], { kind: 'useAsSource' });
    await userEvent.click(bar.getByRole('button', { name: 'Remove background' }));
    expect(actions.tool).toHaveBeenLastCalledWith(items[1], { kind: 'removeBackground' });
    await userEvent.click(bar.getByRole('button', { name: 'Upscale' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upscale ×4' }));
    expect(actions.tool).toHaveBeenLastCalledWith(items[1], { kind: 'upscale', factor: 4 });
  });

  it('copies the prompt of the open image', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<Viewer items={creations(1, 3)} start={2} />);
    const viewer = await openDialog();

    await userEvent.click(viewer.getByRole('button', { name: 'Copy prompt' }));

    expect(writeText).toHaveBeenCalledWith('Prompt 3');
    expect(await screen.findByText('Prompt Copied')).toBeInTheDocument();
  });

  it('shows the next image after the open one is deleted, and closes when none is left', async () => {
    renderWithProviders(<Viewer items={creations(1, 2)} />);
    const viewer = await openDialog();
    const deleteOpen = () => userEvent.click(viewer.getByRole('button', { name: 'Delete' }));

    await deleteOpen();
    expect(image()).toHaveAccessibleName('Prompt 2');

    await deleteOpen();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Full size' })).not.toBeInTheDocument(),
    );
  });

  it('wraps to the first image when the last one is deleted', async () => {
    renderWithProviders(<Viewer items={creations(1, 3)} start={2} />);
    const viewer = await openDialog();

    await userEvent.click(viewer.getByRole('button', { name: 'Delete' }));

    expect(image()).toHaveAccessibleName('Prompt 1');
    expect(viewer.getByText('1 / 2')).toBeInTheDocument();
  });
});
