import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  AdminJobsDocument,
  AdminRetryJobDocument,
  type JobState,
} from '../../../graphql/generated/admin/graphql';
import { FilterSelect } from '../../../lib/FilterSelect';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { useToast } from '../../../lib/useToast';
import { dateTime } from '../adminFormat';
import { failureToast, successToast } from '../adminToasts';
import { JOB_QUEUES, JOB_STATE_COLORS, type JobQueue } from './jobStates';
import { jobResultSummary } from './jobSummary';
import type { AdminJob } from './useJobRunner';

const RECENT_JOBS = 20;

const STATE_FILTERS: { value: JobState; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'completed', label: 'Completed' },
  { value: 'active', label: 'Active' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'delayed', label: 'Delayed' },
];

/** A job's progress bar with how many of its items are done; a dash when it reports none. */
function JobProgress({ job }: { job: AdminJob }) {
  return job.progress ? (
    <Flex vertical style={{ width: 140 }}>
      <Progress
        percent={Math.round(job.progress.percent)}
        size="small"
        status={job.state === 'failed' ? 'exception' : undefined}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {job.progress.done} of {job.progress.total}
      </Typography.Text>
    </Flex>
  ) : (
    '—'
  );
}

/** Recent jobs of one queue with their state, progress and outcome; failed ones can be retried. */
export function JobsSection() {
  const toast = useToast();
  const [queue, setQueue] = useState<JobQueue>('modelImport');
  const [state, setState] = useState<JobState | undefined>();
  const jobs = useQuery(AdminJobsDocument, {
    variables: { queue, state: state ?? null, offset: 0, limit: RECENT_JOBS },
    // Job ids repeat across queues: never merge them in the normalized cache.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const [retry] = useMutation(AdminRetryJobDocument, { fetchPolicy: 'no-cache' });
  const [retrying, setRetrying] = useState<string | null>(null);
  const page = jobs.data?.adminJobs ?? jobs.previousData?.adminJobs;

  const retryJob = async (job: AdminJob) => {
    setRetrying(job.id);
    try {
      await retry({ variables: { queue: job.queue, id: job.id } });
      toast(successToast(`Job ${job.id} has been queued again.`));
    } catch (error) {
      toast(failureToast('Could not retry the job', error));
    } finally {
      setRetrying(null);
    }
    await jobs.refetch();
  };

  return (
    <Card
      title="Background jobs"
      extra={
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={jobs.loading}
          onClick={() => void jobs.refetch()}
        >
          Refresh
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="center">
          <Segmented<JobQueue>
            aria-label="Queue"
            value={queue}
            onChange={setQueue}
            options={JOB_QUEUES.map(({ value, label }) => ({ value, label }))}
          />
          <FilterSelect
            label="Job state"
            placeholder="All states"
            width={150}
            value={state}
            onChange={setState}
            options={STATE_FILTERS}
          />
        </Flex>
        {jobs.error && !page && (
          <LoadFailedAlert title="Could not load the jobs" error={jobs.error} />
        )}
        <Table<AdminJob>
          rowKey="id"
          size="small"
          loading={jobs.loading}
          dataSource={page?.items ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No jobs in this queue' }}
          columns={[
            { key: 'id', title: 'Job', render: (_, job) => `#${job.id}` },
            { key: 'name', title: 'Name', dataIndex: 'name' },
            {
              key: 'state',
              title: 'State',
              render: (_, job) => (
                <Tag color={JOB_STATE_COLORS[job.state] ?? 'default'}>{job.state}</Tag>
              ),
            },
            {
              key: 'progress',
              title: 'Progress',
              render: (_, job) => <JobProgress job={job} />,
            },
            {
              key: 'attempts',
              title: 'Attempts',
              render: (_, job) => `${job.attemptsMade} / ${job.maxAttempts}`,
            },
            { key: 'created', title: 'Created', render: (_, job) => dateTime(job.createdAt) },
            { key: 'finished', title: 'Finished', render: (_, job) => dateTime(job.finishedAt) },
            {
              key: 'result',
              title: 'Result',
              render: (_, job) => (
                <Typography.Text style={{ maxWidth: 320 }} ellipsis={{ tooltip: true }}>
                  {job.state === 'completed' ? jobResultSummary(job) : '—'}
                </Typography.Text>
              ),
            },
            {
              key: 'failure',
              title: 'Failure reason',
              render: (_, job) =>
                job.failedReason ? (
                  <Typography.Text
                    type="danger"
                    style={{ maxWidth: 320 }}
                    ellipsis={{ tooltip: true }}
                  >
                    {job.failedReason}
                  </Typography.Text>
                ) : (
                  '—'
                ),
            },
            {
              key: 'actions',
              title: '',
              render: (_, job) =>
                job.state === 'failed' ? (
                  <Button
                    size="small"
                    loading={retrying === job.id}
                    aria-label={`Retry job ${job.id}`}
                    onClick={() => void retryJob(job)}
                  >
                    Retry
                  </Button>
                ) : null,
            },
          ]}
        />
        {page && (
          <Typography.Text type="secondary">
            {page.items.length} most recent of {page.total} jobs
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
