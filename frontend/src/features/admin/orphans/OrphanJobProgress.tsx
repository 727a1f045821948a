import { Progress, Typography } from 'antd';
import type { AdminJob } from '../jobs/useJobRunner';

interface OrphanJobProgressProps {
  /** Which job runs: a scan of storage or a deletion of files. */
  kind: 'scan' | 'deletion';
  job: AdminJob | null;
}

/** How far the running scan or deletion has got. */
export function OrphanJobProgress({ kind, job }: OrphanJobProgressProps) {
  return (
    <div role="status" aria-label={kind === 'scan' ? 'Scan progress' : 'Deletion progress'}>
      <Typography.Text>
        {kind === 'scan' ? 'Scanning storage' : 'Deleting files'}
        {job?.progress ? `: ${job.progress.done} of ${job.progress.total}` : '...'}
      </Typography.Text>
      <Progress percent={Math.round(job?.progress?.percent ?? 0)} status="active" />
    </div>
  );
}
