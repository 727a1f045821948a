import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteCreationsDocument, MoveCreationsDocument } from '../graphql/generated/graphql';
import { installFakeIntersectionObserver } from '../features/gallery/testing/fakeIntersectionObserver';
import {
  creations,
  creationsPageMock,
  defaultFolder,
  foldersMock,
  landscapes,
} from '../features/gallery/testing/galleryFixtures';
import { testUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { moveToFolder } from '../features/gallery/testing/moveToFolder';

installFakeIntersectionObserver();
const main = () => within(screen.getByRole('main'));
const cardNames = () =>
  main()
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const selectionBar = async () => within(await main().findByRole('region', { name: 'Selection' }));

async function renderGallery(mocks: MockLink.MockedResponse[]) {
  renderApp('/gallery', { user: testUser(), mocks });
  await screen.findByRole('heading', { name: 'Images', level: 1 });
}

describe('Gallery page select mode', () => {
  it('turns on with "Select", shows a checkbox per card, and off again clearing the selection', async () => {
    await renderGallery([foldersMock(), creationsPageMock(creations(1, 3))]);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const toggle = main().getByRole('button', { name: /Select$/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const bar = await selectionBar();
    await userEvent.click(main().getByRole('checkbox', { name: 'Select Prompt 2' }));
    expect(bar.getByText('1 selected')).toBeInTheDocument();
    // In select mode a click on an image picks it instead of opening the viewer.
    await userEvent.click(main().getByRole('img', { name: 'Prompt 3' }));
    expect(bar.getByText('2 selected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Full size' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(main().queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    expect(main().queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect((await selectionBar()).getByText('0 selected')).toBeInTheDocument();
  });

  it('moves the selected images out of the folder tab they left', async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock(creations(1, 3)),
      creationsPageMock(creations(1, 3), { folderId: defaultFolder.id }),
      {
        request: {
          query: MoveCreationsDocument,
          variables: { ids: ['c1', 'c2'], folderId: landscapes.id },
        },
        result: { data: { moveCreations: 2 } },
      },
      creationsPageMock(creations(1, 2, { folder: landscapes }), { folderId: landscapes.id }),
    ]);
    await userEvent.click(await main().findByRole('tab', { name: 'Default' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await userEvent.click(main().getByRole('button', { name: /Select$/ }));
    const bar = await selectionBar();
    await userEvent.click(main().getByRole('checkbox', { name: 'Select Prompt 1' }));
    await userEvent.click(main().getByRole('checkbox', { name: 'Select Prompt 2' }));

    await userEvent.click(bar.getByRole('button', { name: /Move$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move images to folder' });
    await moveToFolder(dialog, 'Landscapes');

    expect(await screen.findByText('Images moved')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Prompt 3']));
    expect(bar.getByText('0 selected')).toBeInTheDocument();

    // The folder they went to shows them, asked anew.
    await userEvent.click(main().getByRole('tab', { name: 'Landscapes' }));
    await waitFor(() => expect(cardNames()).toEqual(['Prompt 1', 'Prompt 2']));
  });

  it('deletes the selected images from every list once confirmed', async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock(creations(1, 4)),
      {
        request: { query: DeleteCreationsDocument, variables: { ids: ['c2', 'c3', 'c4'] } },
        result: { data: { deleteCreations: 3 } },
      },
    ]);
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    await userEvent.click(main().getByRole('button', { name: /Select$/ }));
    const bar = await selectionBar();
    await userEvent.click(main().getByRole('checkbox', { name: 'Select Prompt 2' }));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(main().getByRole('checkbox', { name: 'Select Prompt 4' }));
    await user.keyboard('{/Shift}');
    expect(bar.getByText('3 selected')).toBeInTheDocument();

    await userEvent.click(bar.getByRole('button', { name: /Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete images' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Images deleted')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Prompt 1']));
    expect(bar.getByText('0 selected')).toBeInTheDocument();
  });
});
