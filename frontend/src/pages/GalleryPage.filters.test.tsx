import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeIntersectionObserver } from '../features/gallery/testing/fakeIntersectionObserver';
import {
  creation,
  creationModelsMock,
  creations,
  creationsPageMock,
  foldersMock,
  landscapes,
} from '../features/gallery/testing/galleryFixtures';
import { testUser } from '../test/fixtures';
import { installMatchMedia } from '../test/matchMedia';
import { renderApp } from '../test/renderApp';

const scroll = installFakeIntersectionObserver();
const main = () => within(screen.getByRole('main'));
const cardNames = () =>
  main()
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const searchBox = () => main().getByRole('searchbox', { name: 'Search prompts' });

async function renderGallery(mocks: MockLink.MockedResponse[]) {
  const view = renderApp('/gallery', { user: testUser(), mocks });
  await screen.findByRole('heading', { name: 'Images', level: 1 });
  return view;
}

describe('Gallery page filters', () => {
  it('asks again once typing pauses, and says "No images match these filters" when none do', async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock(creations(1, 2)),
      creationsPageMock([], { filters: { search: 'zebra' } }),
      creationsPageMock(creations(1, 2)),
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    await userEvent.type(searchBox(), 'zebra');

    expect(await main().findByText('No images match these filters')).toBeInTheDocument();
    expect(main().queryByText('No images to display')).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: /Create images/ })).not.toBeInTheDocument();

    await userEvent.click(main().getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(cardNames()).toEqual(['Prompt 1', 'Prompt 2']));
    expect(searchBox()).toHaveValue('');
  });

  it('keeps the filters as the tab changes, and applies them to the new tab', async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock(creations(1, 3)),
      creationsPageMock([creation(2, { prompt: 'a red fox' })], { filters: { search: 'fox' } }),
      creationsPageMock([creation(5, { prompt: 'a fox in snow', folder: landscapes })], {
        folderId: landscapes.id,
        filters: { search: 'fox' },
      }),
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    await userEvent.type(searchBox(), 'fox');
    await waitFor(() => expect(cardNames()).toEqual(['a red fox']));

    await userEvent.click(main().getByRole('tab', { name: 'Landscapes' }));

    await waitFor(() => expect(cardNames()).toEqual(['a fox in snow']));
    expect(searchBox()).toHaveValue('fox');
  });

  it('pages a filtered list by cursor, apart from the unfiltered list', async () => {
    const fox = { search: 'fox' };
    await renderGallery([
      foldersMock(),
      creationsPageMock(creations(1, 2)),
      creationsPageMock(creations(11, 9, { prompt: 'fox' }), { filters: fox, hasMore: true }),
      creationsPageMock([creation(20, { prompt: 'last fox' })], {
        filters: fox,
        after: 'after-c19',
      }),
      creationsPageMock(creations(1, 2)),
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    await userEvent.type(searchBox(), 'fox');
    await waitFor(() => expect(cardNames()).toHaveLength(9));
    scroll.revealAll();

    expect(await main().findByText('All images loaded')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(10);
    expect(cardNames().at(-1)).toBe('last fox');

    await userEvent.click(main().getByRole('button', { name: 'Clear filters' }));

    // At once, from the cache: the unfiltered list as it was, none of the filtered images.
    expect(cardNames()).toEqual(['Prompt 1', 'Prompt 2']);
    await waitFor(() => expect(main().getByText('All images loaded')).toBeInTheDocument());
  });

  it('filters by model and by whole days', async () => {
    const from = new Date(2026, 0, 10).toISOString();
    const to = new Date(2026, 0, 13).toISOString();
    await renderGallery([
      foldersMock(),
      creationsPageMock([creation(1, { modelId: 'civitai:999@1' }), creation(2)]),
      creationModelsMock(['civitai:999@1', 'rundiffusion:130@100']),
      creationsPageMock([creation(1, { modelId: 'civitai:999@1' })], {
        filters: { model: 'civitai:999@1' },
      }),
      creationsPageMock([], { filters: { model: 'civitai:999@1', from, to } }),
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    await userEvent.click(main().getByRole('combobox', { name: 'Model' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Model 999' }));
    await waitFor(() => expect(cardNames()).toEqual(['Prompt 1']));

    await userEvent.type(await main().findByLabelText('Start date'), '2026-01-10{Enter}');
    await userEvent.type(main().getByLabelText('End date'), '2026-01-12{Enter}');

    expect(await main().findByText('No images match these filters')).toBeInTheDocument();
  });
});

describe('Gallery page on a phone', () => {
  beforeEach(() => installMatchMedia(false, 390));

  it('folds the filters behind "Filters" above two columns of cards, and filters when unfolded', async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock(creations(1, 2)),
      creationsPageMock([], { filters: { search: 'zebra' } }),
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    expect(main().queryByRole('searchbox', { name: 'Search prompts' })).not.toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Select' })).toBeInTheDocument();
    // antd's columns: half the row each below its sm breakpoint (576 px).
    for (const card of main().getAllByRole('article')) {
      expect(card.closest('.ant-col')).toHaveClass('ant-col-xs-12');
    }

    await userEvent.click(main().getByRole('button', { name: 'Filters' }));
    await userEvent.type(searchBox(), 'zebra');

    expect(await main().findByText('No images match these filters')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('Gallery page on a wide screen', () => {
  it('shows the filters in a row above the cards, with no "Filters" button', async () => {
    await renderGallery([foldersMock(), creationsPageMock(creations(1, 2))]);
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    expect(searchBox()).toBeVisible();
    expect(main().queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});
