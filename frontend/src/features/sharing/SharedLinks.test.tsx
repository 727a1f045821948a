import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MyShareLinksDocument,
  RevokeShareLinkDocument,
  UpdateShareLinkDocument,
} from '../../graphql/generated/sharing/graphql';
import { renderWithProviders } from '../gallery/testing/renderWithProviders';
import { SharedLinks } from './SharedLinks';
import { folderShareLink, shareLink } from './testing/shareFixtures';

type Link = ReturnType<typeof shareLink>;

const listMock = (links: Link[]): MockLink.MockedResponse => ({
  request: { query: MyShareLinksDocument },
  result: { data: { myShareLinks: links } },
});

function revokeMock(id: string) {
  const sent = jest.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: RevokeShareLinkDocument, variables: { id } },
    result: () => {
      sent();
      return { data: { revokeShareLink: true } };
    },
  };
  return { mock, sent };
}

function renderLinks(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(<SharedLinks />, mocks);
  return { user };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Your shared links' })).getAllByRole('listitem');

const folderLink = folderShareLink('l1', 'Trips', {
  hasPassword: true,
  allowDownload: false,
  showPrompt: true,
  views: 3,
  lastViewedAt: '2026-01-16T12:00:00.000Z',
  expiresAt: '2099-01-20T12:00:00.000Z',
});
const imageLink = shareLink('l2');

describe('Shared links', () => {
  it('says there are none yet, and where links are made', async () => {
    renderLinks([listMock([])]);

    expect(await screen.findByText('No shared links yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Share an image from its menu, or a folder from its tab: its link shows here.',
      ),
    ).toBeInTheDocument();
  });

  it('lists each link: what it shows, the link, its options, views and dates', async () => {
    renderLinks([listMock([folderLink, imageLink])]);

    const [folderRow, imageRow] = (await rows()).map((row) => within(row));
    expect(folderRow.getByText('Trips')).toBeInTheDocument();
    expect(folderRow.getByRole('textbox', { name: 'Link' })).toHaveValue(
      'https://studio.example/s/slug-l1',
    );
    expect(
      folderRow.getByText(
        /^Expires: Jan 20, 2099, .* · Password: Yes · Download: Not allowed · Prompt and settings: Shown$/,
      ),
    ).toBeInTheDocument();
    expect(
      folderRow.getByText(/^Views: 3 · Last view: Jan 16, 2026, .* · Created: Jan 15, 2026$/),
    ).toBeInTheDocument();
    expect(imageRow.getByRole('img', { name: 'Shared image' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/files/users/7/thumbnails/c1.webp'),
    );
    expect(
      imageRow.getByText(
        'Expires: Never · Password: No · Download: Allowed · Prompt and settings: Hidden',
      ),
    ).toBeInTheDocument();
    expect(
      imageRow.getByText('Views: 0 · Last view: Never · Created: Jan 15, 2026'),
    ).toBeInTheDocument();
  });

  it('marks an expired link', async () => {
    renderLinks([listMock([shareLink('l3', { expiresAt: '2020-01-01T00:00:00.000Z' })])]);

    const [row] = await rows();
    expect(within(row).getByText('Expired')).toBeInTheDocument();
  });

  it('copies a link', async () => {
    const { user } = renderLinks([listMock([imageLink])]);

    const [row] = await rows();
    await user.click(within(row).getByRole('button', { name: 'Copy' }));

    expect(await navigator.clipboard.readText()).toBe('https://studio.example/s/slug-l2');
  });

  it('edits a link in the share dialog, and the row follows', async () => {
    const updated: MockLink.MockedResponse = {
      request: {
        query: UpdateShareLinkDocument,
        variables: { id: 'l1', input: { allowDownload: true, showPrompt: true } },
      },
      result: { data: { updateShareLink: { ...folderLink, allowDownload: true } } },
    };
    const { user } = renderLinks([listMock([folderLink, imageLink]), updated]);

    const [row] = await rows();
    await user.click(
      within(row).getByRole('button', { name: 'Edit the link to the folder "Trips"' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit share link' }));
    expect(dialog.getByRole('checkbox', { name: 'Show prompt and settings' })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Allow download' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Share link updated')).toBeInTheDocument();
    const [edited] = await rows();
    expect(within(edited).getByText(/Download: Allowed/)).toBeInTheDocument();
  });

  it('revokes a link only once confirmed', async () => {
    const { mock, sent } = revokeMock('l2');
    const { user } = renderLinks([listMock([folderLink, imageLink]), mock]);

    const imageRow = within((await rows())[1]);
    await user.click(imageRow.getByRole('button', { name: 'Revoke the link to an image' }));
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText('Revoke this link?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(sent).not.toHaveBeenCalled();
    expect(await rows()).toHaveLength(2);

    await user.click(imageRow.getByRole('button', { name: 'Revoke the link to an image' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }),
    );

    expect(await screen.findByText('Link revoked')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(within((await rows())[0]).getByText('Trips')).toBeInTheDocument();
  });

  it('shows ten links a page', async () => {
    const links = Array.from({ length: 12 }, (_, n) => folderShareLink(`l${n}`, `Folder ${n}`));
    const { user } = renderLinks([listMock(links)]);

    expect(await rows()).toHaveLength(10);
    await user.click(screen.getByRole('listitem', { name: '2' }));

    const second = await rows();
    expect(second).toHaveLength(2);
    expect(within(second[1]).getByText('Folder 11')).toBeInTheDocument();
  });
});
