import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminJobsDocument, AdminRetryJobDocument } from '../../../graphql/generated/admin/graphql';
import { job, progress } from '../test/adminFixtures';
import { renderAdmin } from '../test/renderAdmin';
import { JobsSection } from './JobsSection';

function jobsMock(queue: string, items: ReturnType<typeof job>[], state: string | null = null) {
  return {
    request: { query: AdminJobsDocument, variables: { queue, state, offset: 0, limit: 20 } },
    result: { data: { adminJobs: { __typename: 'AdminJobPage', total: items.length, items } } },
  } satisfies MockLink.MockedResponse;
}

const finishedImport = job({
  id: '8',
  state: 'completed',
  progress: progress(3, 3),
  finishedAt: '2026-03-01T10:01:00.000Z',
  importResult: {
    __typename: 'ModelImportResult',
    imported: 3,
    created: 2,
    failed: 0,
    total: 3,
    failures: [],
  },
});
const failedImport = job({
  id: '9',
  state: 'failed',
  attemptsMade: 1,
  failedReason: 'Provider unavailable',
  progress: progress(1, 4),
});

const rowOf = (id: string) => screen.getByText(`#${id}`).closest('tr') as HTMLElement;

describe('Background jobs', () => {
  it('lists recent jobs with state, progress, result and failure reason', async () => {
    renderAdmin(<JobsSection />, [jobsMock('modelImport', [failedImport, finishedImport])]);

    await screen.findByText('#8');
    expect(within(rowOf('8')).getByText('completed')).toBeInTheDocument();
    expect(within(rowOf('8')).getByText('Imported 3 of 3 models, 0 failed.')).toBeInTheDocument();
    expect(within(rowOf('8')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(rowOf('9')).getByText('failed')).toBeInTheDocument();
    expect(within(rowOf('9')).getByText('1 of 4')).toBeInTheDocument();
    expect(within(rowOf('9')).getByText('Provider unavailable')).toBeInTheDocument();
  });

  it('shows another queue', async () => {
    renderAdmin(<JobsSection />, [
      jobsMock('modelImport', []),
      jobsMock('orphanScan', [job({ id: '2', queue: 'orphanScan', state: 'active' })]),
    ]);
    expect(await screen.findByText('No jobs in this queue')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Orphan scan'));

    expect(await screen.findByText('#2')).toBeInTheDocument();
    expect(within(rowOf('2')).getByText('active')).toBeInTheDocument();
  });

  it('retries a failed job and reads the list again', async () => {
    renderAdmin(<JobsSection />, [
      jobsMock('modelImport', [failedImport]),
      {
        request: { query: AdminRetryJobDocument, variables: { queue: 'modelImport', id: '9' } },
        result: {
          data: { adminRetryJob: { ...failedImport, state: 'waiting', failedReason: null } },
        },
      },
      jobsMock('modelImport', [{ ...failedImport, state: 'waiting', failedReason: null }]),
    ]);
    await screen.findByText('#9');

    await userEvent.click(within(rowOf('9')).getByRole('button', { name: 'Retry job 9' }));

    expect(await screen.findByText('Job 9 has been queued again.')).toBeInTheDocument();
    expect(await within(rowOf('9')).findByText('waiting')).toBeInTheDocument();
  });

  it('says why a retry was refused', async () => {
    renderAdmin(<JobsSection />, [
      jobsMock('modelImport', [failedImport]),
      {
        request: { query: AdminRetryJobDocument, variables: () => true },
        result: { errors: [{ message: 'Only failed jobs can be retried' }] },
      },
      jobsMock('modelImport', [failedImport]),
    ]);
    await screen.findByText('#9');

    await userEvent.click(within(rowOf('9')).getByRole('button', { name: 'Retry job 9' }));

    expect(
      await screen.findByText('Could not retry the job: Only failed jobs can be retried'),
    ).toBeInTheDocument();
  });
});
