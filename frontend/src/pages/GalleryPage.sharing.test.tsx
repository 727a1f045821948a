import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CreateShareLinkDocument,
  MyShareLinksDocument,
} from '../graphql/generated/sharing/graphql';
import { installFakeIntersectionObserver } from '../features/gallery/testing/fakeIntersectionObserver';
import {
  creation,
  creationsPageMock,
  foldersMock,
  landscapes,
} from '../features/gallery/testing/galleryFixtures';
import { folderShareLink, shareLink } from '../features/sharing/testing/shareFixtures';
import { testUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

installFakeIntersectionObserver();
const main = () => within(screen.getByRole('main'));
const cardOf = (prompt: string) => main().getByRole('article', { name: prompt });

async function renderGallery(mocks: MockLink.MockedResponse[]) {
  renderApp('/gallery', { user: testUser(), mocks });
  await screen.findByRole('heading', { name: 'Images', level: 1 });
}

/** A new link with the dialog's defaults, to this image or folder. */
function createMock(
  target: { creationId: string } | { folderId: string },
  answer: ReturnType<typeof shareLink>,
): MockLink.MockedResponse {
  return {
    request: {
      query: CreateShareLinkDocument,
      variables: {
        input: { ...target, expiresAt: null, allowDownload: true, showPrompt: false },
      },
    },
    result: { data: { createShareLink: answer } },
  };
}

/** The gallery with one image, "a red fox", whose sharing is answered with a new link. */
async function renderGalleryOfOneImage() {
  await renderGallery([
    foldersMock(),
    creationsPageMock([creation(1, { prompt: 'a red fox' })]),
    createMock({ creationId: 'c1' }, shareLink('l1')),
  ]);
  await waitFor(() => expect(cardOf('a red fox')).toBeInTheDocument());
}

async function createLinkIn(dialogName: string) {
  const dialog = within(await screen.findByRole('dialog', { name: dialogName }));
  await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
  expect(await dialog.findByText('Link created')).toBeInTheDocument();
}

describe('Gallery page sharing', () => {
  it('shares an image from its card\'s "More actions" menu', async () => {
    await renderGalleryOfOneImage();

    await userEvent.click(
      within(cardOf('a red fox')).getByRole('button', { name: 'More actions' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: /Share/ }));

    await createLinkIn('Share image');
  });

  it('shares the open image from the full-size viewer', async () => {
    await renderGalleryOfOneImage();

    await userEvent.click(within(cardOf('a red fox')).getByRole('img', { name: 'a red fox' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));
    await userEvent.click(viewer.getByRole('button', { name: 'Share' }));

    await createLinkIn('Share image');
  });

  it("shares the open folder from beside its tab, and not from All images'", async () => {
    await renderGallery([
      foldersMock(),
      creationsPageMock([]),
      creationsPageMock([], { folderId: landscapes.id }),
      createMock({ folderId: landscapes.id }, folderShareLink('l2', 'Landscapes')),
    ]);
    await main().findByRole('tab', { name: 'Landscapes' });
    expect(main().queryByRole('button', { name: /Share folder/ })).not.toBeInTheDocument();

    await userEvent.click(main().getByRole('tab', { name: 'Landscapes' }));
    await userEvent.click(await main().findByRole('button', { name: 'Share folder Landscapes' }));

    await createLinkIn('Share folder "Landscapes"');
  });

  it('shows and hides the shared links above the tabs, asking for them each time', async () => {
    const list = (links: ReturnType<typeof shareLink>[]): MockLink.MockedResponse => ({
      request: { query: MyShareLinksDocument },
      result: { data: { myShareLinks: links } },
    });
    await renderGallery([
      foldersMock(),
      creationsPageMock([]),
      list([folderShareLink('l1', 'Trips', { views: 1 })]),
      list([folderShareLink('l1', 'Trips', { views: 2 })]),
    ]);
    const toggle = main().getByRole('button', { name: 'Shared links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = within(await main().findByRole('region', { name: 'Shared links' }));
    expect(await section.findByText(/^Views: 1 ·/)).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(main().queryByRole('region', { name: 'Shared links' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await main().findByText(/^Views: 2 ·/)).toBeInTheDocument();
  });
});
