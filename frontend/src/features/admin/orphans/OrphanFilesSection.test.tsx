import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminDeleteAllOrphanFilesDocument,
  AdminDeleteOrphanFilesDocument,
  AdminJobDocument,
  AdminOrphanReportDocument,
  AdminStartOrphanScanDocument,
} from '../../../graphql/generated/admin/graphql';
import { job, progress } from '../test/adminFixtures';
import { heldOperation } from '../../../test/heldOperation';
import { renderAdmin } from '../test/renderAdmin';
import { OrphanFilesSection } from './OrphanFilesSection';

const MB = 1024 * 1024;
const files = [
  {
    __typename: 'OrphanFile',
    key: 'creations/u1/a.webp',
    size: 1.5 * MB,
    estimatedCost: 0.0000345,
    lastModified: '2026-03-01T08:00:00.000Z',
  },
  {
    __typename: 'OrphanFile',
    key: 'creations/u1/b.jpg',
    size: 0.25 * MB,
    estimatedCost: 0.00000575,
    lastModified: '2026-03-01T08:05:00.000Z',
  },
];

function statistics(totalOrphanFiles: number, totalOrphanSizeMB: number) {
  return {
    __typename: 'OrphanStatistics',
    totalOrphanFiles,
    totalOrphanSizeMB,
    orphanPercentage: 12.5,
    estimatedMonthlyCost: 0.04025,
  };
}

function reportMock(report: 'none' | typeof files): MockLink.MockedResponse {
  return {
    request: { query: AdminOrphanReportDocument, variables: { offset: 0, limit: 50 } },
    result: {
      data: {
        adminOrphanReport:
          report === 'none'
            ? null
            : {
                __typename: 'OrphanReport',
                jobId: '3',
                finishedAt: '2026-03-01T09:00:00.000Z',
                scannedObjects: 16,
                truncated: false,
                totalFiles: report.length,
                statistics: statistics(
                  report.length,
                  report.reduce((sum, file) => sum + file.size, 0) / MB,
                ),
                orphanFiles: { __typename: 'OrphanFilePage', items: report },
              },
      },
    },
  };
}

/** A scan job that runs once (with progress) and completes with the given count. */
function scanMocks(found: typeof files, id = '3'): MockLink.MockedResponse[] {
  const scan = job({ id, queue: 'orphanScan', name: 'scan' });
  return [
    {
      request: { query: AdminStartOrphanScanDocument },
      result: { data: { adminStartOrphanScan: scan } },
    },
    {
      request: { query: AdminJobDocument, variables: { queue: 'orphanScan', id } },
      result: { data: { adminJob: { ...scan, state: 'active', progress: progress(8, 16) } } },
    },
    {
      request: { query: AdminJobDocument, variables: { queue: 'orphanScan', id } },
      result: {
        data: {
          adminJob: {
            ...scan,
            state: 'completed',
            progress: progress(16, 16),
            orphanScanResult: {
              __typename: 'OrphanScanResult',
              scannedObjects: 16,
              reportedFiles: found.length,
              truncated: false,
              statistics: statistics(
                found.length,
                found.reduce((sum, file) => sum + file.size, 0) / MB,
              ),
            },
          },
        },
      },
    },
    reportMock(found),
  ];
}

function deleteJobMocks(
  start: MockLink.MockedResponse['request'],
  field: 'adminDeleteOrphanFiles' | 'adminDeleteAllOrphanFiles',
  outcome: { totalDeleted: number; totalFailed: number } | { failedReason: string },
): MockLink.MockedResponse[] {
  const deletion = job({ id: '4', queue: 'orphanDelete', name: 'delete' });
  const finished =
    'failedReason' in outcome
      ? { ...deletion, state: 'failed', failedReason: outcome.failedReason }
      : {
          ...deletion,
          state: 'completed',
          orphanDeleteResult: { __typename: 'OrphanDeleteResult', ...outcome, failures: [] },
        };
  return [
    { request: start, result: { data: { [field]: deletion } } },
    {
      request: { query: AdminJobDocument, variables: { queue: 'orphanDelete', id: '4' } },
      result: { data: { adminJob: finished } },
    },
  ];
}

const card = () => screen.getByText('Orphan files').closest('.ant-card') as HTMLElement;
const rowOf = (key: string) => within(card()).getByText(key).closest('tr') as HTMLElement;

describe('Orphan files', () => {
  it('offers a scan before any has run', async () => {
    renderAdmin(<OrphanFilesSection />, [reportMock('none')]);

    expect(
      await screen.findByText('No scan has run yet. Scan storage to find orphan files.'),
    ).toBeInTheDocument();
  });

  it('scans with progress, then lists the files with their statistics', async () => {
    // Each read of the job waits for the test: the progress shows until the test has seen it.
    const polls = heldOperation('AdminJob');
    renderAdmin(<OrphanFilesSection />, [reportMock('none'), ...scanMocks(files)], {
      before: polls.link,
    });
    await screen.findByText(/No scan has run yet/);

    await userEvent.click(screen.getByRole('button', { name: /Scan storage/ }));

    const status = await screen.findByRole('status', { name: 'Scan progress' });
    polls.releaseNext();
    expect(await within(status).findByText('Scanning storage: 8 of 16')).toBeInTheDocument();
    polls.release();
    expect(await screen.findByText('Scan completed')).toBeInTheDocument();
    expect(screen.getByText('Found 2 orphan files using 1.75 MB')).toBeInTheDocument();

    const row = await waitFor(() => rowOf('creations/u1/a.webp'));
    expect(within(row).getByText('1.50 MB')).toBeInTheDocument();
    expect(within(row).getByText('$0.0000')).toBeInTheDocument();
    expect(within(rowOf('creations/u1/b.jpg')).getByText('0.25 MB')).toBeInTheDocument();
    expect(within(card()).getByText('1.75 MB')).toBeInTheDocument();
    expect(within(card()).getByText('12.50%')).toBeInTheDocument();
    expect(within(card()).getByText('$0.04')).toBeInTheDocument();
  });

  it('shows a file cost with 4 decimals', async () => {
    renderAdmin(<OrphanFilesSection />, [
      reportMock([{ ...files[0], estimatedCost: 0.01234 } as (typeof files)[number]]),
    ]);

    expect(await screen.findByText('$0.0123')).toBeInTheDocument();
  });

  it('says "No Orphan Files Found" when the scan found none', async () => {
    renderAdmin(<OrphanFilesSection />, [reportMock('none'), ...scanMocks([])]);
    await screen.findByText(/No scan has run yet/);

    await userEvent.click(screen.getByRole('button', { name: /Scan storage/ }));

    expect(await screen.findByText('No Orphan Files Found')).toBeInTheDocument();
    expect(
      screen.getByText('All files in storage are properly linked to users.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Found 0 orphan files using 0.00 MB')).toBeInTheDocument();
  });

  it('says "Scan failed" when the scan job fails', async () => {
    const scan = job({ id: '3', queue: 'orphanScan' });
    renderAdmin(<OrphanFilesSection />, [
      reportMock('none'),
      {
        request: { query: AdminStartOrphanScanDocument },
        result: { data: { adminStartOrphanScan: scan } },
      },
      {
        request: { query: AdminJobDocument, variables: { queue: 'orphanScan', id: '3' } },
        result: {
          data: { adminJob: { ...scan, state: 'failed', failedReason: 'Storage unreachable' } },
        },
      },
    ]);
    await screen.findByText(/No scan has run yet/);

    await userEvent.click(screen.getByRole('button', { name: /Scan storage/ }));

    expect(await screen.findByText('Scan failed')).toBeInTheDocument();
    expect(screen.getByText('Storage unreachable')).toBeInTheDocument();
  });

  it('asks for a selection before deleting selected files', async () => {
    renderAdmin(<OrphanFilesSection />, [reportMock(files)]);
    await screen.findByText('creations/u1/a.webp');

    await userEvent.click(screen.getByRole('button', { name: /Delete selected \(0\)/ }));

    expect(await screen.findByText('No files selected')).toBeInTheDocument();
    expect(screen.getByText('Please select files to delete')).toBeInTheDocument();
  });

  it('deletes the selected files, reports the counts and scans again', async () => {
    renderAdmin(<OrphanFilesSection />, [
      reportMock(files),
      ...deleteJobMocks(
        {
          query: AdminDeleteOrphanFilesDocument,
          variables: { fileKeys: ['creations/u1/a.webp'] },
        },
        'adminDeleteOrphanFiles',
        { totalDeleted: 1, totalFailed: 0 },
      ),
      ...scanMocks([files[1] as (typeof files)[number]], '5'),
    ]);
    await screen.findByText('creations/u1/a.webp');

    await userEvent.click(within(rowOf('creations/u1/a.webp')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete selected \(1\)/ }));

    expect(await screen.findByText('Deletion completed')).toBeInTheDocument();
    expect(screen.getByText('1 files deleted, 0 failed')).toBeInTheDocument();
    // The scan after it refreshes the list without replacing the deletion's toast.
    await waitFor(() =>
      expect(within(card()).queryByText('creations/u1/a.webp')).not.toBeInTheDocument(),
    );
    expect(within(card()).getByText('creations/u1/b.jpg')).toBeInTheDocument();
    expect(screen.getByText('Deletion completed')).toBeInTheDocument();
  });

  it('says "Deletion failed" when the deletion job fails', async () => {
    renderAdmin(<OrphanFilesSection />, [
      reportMock(files),
      ...deleteJobMocks(
        { query: AdminDeleteOrphanFilesDocument, variables: () => true },
        'adminDeleteOrphanFiles',
        { failedReason: 'Storage unreachable' },
      ),
    ]);
    await screen.findByText('creations/u1/a.webp');

    await userEvent.click(within(rowOf('creations/u1/b.jpg')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete selected \(1\)/ }));

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
  });

  it('deletes all orphan files after a confirmation', async () => {
    renderAdmin(<OrphanFilesSection />, [
      reportMock(files),
      ...deleteJobMocks({ query: AdminDeleteAllOrphanFilesDocument }, 'adminDeleteAllOrphanFiles', {
        totalDeleted: 2,
        totalFailed: 0,
      }),
      ...scanMocks([], '5'),
    ]);
    await screen.findByText('creations/u1/a.webp');

    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete all' }));

    expect(await screen.findByText('Bulk deletion completed')).toBeInTheDocument();
    expect(screen.getByText('2 files deleted, 0 failed')).toBeInTheDocument();
    expect(await screen.findByText('No Orphan Files Found')).toBeInTheDocument();
  });

  it('says "Bulk deletion failed" when deleting all cannot start', async () => {
    renderAdmin(<OrphanFilesSection />, [
      reportMock(files),
      {
        request: { query: AdminDeleteAllOrphanFilesDocument },
        result: { errors: [{ message: 'Queue unavailable' }] },
      },
    ]);
    await screen.findByText('creations/u1/a.webp');

    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    await userEvent.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete all' }),
    );

    expect(await screen.findByText('Bulk deletion failed')).toBeInTheDocument();
    expect(screen.getByText('Queue unavailable')).toBeInTheDocument();
  });
});
