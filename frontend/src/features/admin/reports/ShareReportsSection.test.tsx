import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminDisableShareLinkDocument,
  AdminDisableUserShareLinksDocument,
  type AdminReportedShareLinkFragment,
  AdminReportedShareLinksDocument,
} from '../../../graphql/generated/admin/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { ShareReportsSection } from './ShareReportsSection';
import { REPORTED_LINKS_BATCH } from './useShareReports';

const OWNER_ID = '0b9d7a52-2222-4c4c-9c9c-000000000009';

/** Two reports, newest first; each carries __typename as the server's do. */
const REPORTS = [
  {
    __typename: 'AdminShareReport',
    id: 'r2',
    reason: 'hate' as const,
    note: 'a slur in the corner',
    createdAt: '2026-01-15T12:00:00.000Z',
  },
  {
    __typename: 'AdminShareReport',
    id: 'r1',
    reason: 'spam' as const,
    note: null,
    createdAt: '2026-01-15T11:00:00.000Z',
  },
];

function reportedLink(
  overrides: Partial<AdminReportedShareLinkFragment> = {},
): AdminReportedShareLinkFragment & { __typename: string } {
  return {
    __typename: 'AdminReportedShareLink',
    id: 'link-1',
    url: 'https://studio.example/s/q3JbVd0nS1yWm8cXk2Lr0A',
    kind: 'creation',
    title: 'An image',
    thumbnailUrl: '/api/files/users/9/thumbnails/c1.webp?expires=1&signature=s',
    state: 'live',
    ownerId: OWNER_ID,
    ownerName: 'Rita Reported',
    ownerEmail: 'rita@example.com',
    reportCount: 2,
    lastReportedAt: '2026-01-15T12:00:00.000Z',
    reports: REPORTS,
    ...overrides,
  };
}

function listMock(items: AdminReportedShareLinkFragment[]): MockLink.MockedResponse {
  return {
    request: {
      query: AdminReportedShareLinksDocument,
      variables: { first: REPORTED_LINKS_BATCH },
    },
    result: {
      data: {
        adminReportedShareLinks: {
          __typename: 'AdminReportedShareLinkPage',
          totalCount: items.length,
          nextCursor: null,
          items,
        },
      },
    },
  };
}

const renderSection = (mocks: MockLink.MockedResponse[]) =>
  renderAdmin(<ShareReportsSection />, mocks);

const confirmIn = async (name: string) =>
  userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name }));

describe('Reports (admin panel)', () => {
  it('lists each reported link with its owner, reasons, notes, dates and how many reports', async () => {
    renderSection([listMock([reportedLink()])]);

    const row = (await screen.findByText('Rita Reported')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: reportedLink().url })).toHaveAttribute(
      'href',
      reportedLink().url,
    );
    expect(within(row).getByText('rita@example.com')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Hate or harassment')).toBeInTheDocument();
    expect(within(row).getByText('a slur in the corner')).toBeInTheDocument();
    expect(within(row).getByText('Spam or scam')).toBeInTheDocument();
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(screen.getByText(/Showing 1 of 1 reported links/)).toBeInTheDocument();
  });

  it('says when nothing was reported', async () => {
    renderSection([listMock([])]);
    expect(await screen.findByText('No reports')).toBeInTheDocument();
  });

  it('disables one link once confirmed, and shows it disabled', async () => {
    const sent: unknown[] = [];
    renderSection([
      listMock([reportedLink()]),
      {
        request: {
          query: AdminDisableShareLinkDocument,
          variables: (variables: unknown) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: { adminDisableShareLink: true } },
      },
      listMock([reportedLink({ state: 'disabled' })]),
    ]);

    await userEvent.click(
      await screen.findByRole('button', { name: `Disable link ${reportedLink().url}` }),
    );
    expect(sent).toEqual([]);
    await confirmIn('Disable');

    expect(
      await screen.findByText('The link has been disabled and Rita Reported has been told.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'link-1' }]);
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Disable link ${reportedLink().url}` }),
    ).toBeDisabled();
  });

  it('disables every link of the owner once confirmed', async () => {
    const sent: unknown[] = [];
    renderSection([
      listMock([reportedLink()]),
      {
        request: {
          query: AdminDisableUserShareLinksDocument,
          variables: (variables: unknown) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: { adminDisableUserShareLinks: 3 } },
      },
      listMock([reportedLink({ state: 'disabled' })]),
    ]);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Disable all links of Rita Reported' }),
    );
    await confirmIn('Disable all');

    expect(await screen.findByText('3 links of Rita Reported disabled.')).toBeInTheDocument();
    expect(sent).toEqual([{ userId: OWNER_ID }]);
    await waitFor(() => expect(screen.getByText('Disabled')).toBeInTheDocument());
  });
});
