import { DeleteOutlined, ScanOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Popconfirm,
  Progress,
  Row,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { type Key, useState } from 'react';
import {
  AdminDeleteAllOrphanFilesDocument,
  AdminDeleteOrphanFilesDocument,
  AdminOrphanReportDocument,
  AdminStartOrphanScanDocument,
} from '../../../graphql/generated/admin/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';
import { dateTime } from '../adminFormat';
import { type AdminJob, useJobRunner } from '../jobs/useJobRunner';
import {
  bytesToMegabytes,
  formatFileCost,
  formatMegabytes,
  formatMonthlyCost,
} from './orphanFormat';

/** Files of the stored report shown per table page. */
export const ORPHAN_PAGE_SIZE = 50;

type OrphanFile = {
  key: string;
  size: number;
  estimatedCost: number;
  lastModified: string;
};

const jobFailure = (job: AdminJob) => job.failedReason ?? 'The job failed';

/**
 * Storage objects no creation references: scan (a job that writes a report), list with
 * statistics, delete selected or all (jobs that re-check every key), then scan again.
 */
export function OrphanFilesSection() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Key[]>([]);
  const report = useQuery(AdminOrphanReportDocument, {
    variables: { offset: (page - 1) * ORPHAN_PAGE_SIZE, limit: ORPHAN_PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [startScan] = useMutation(AdminStartOrphanScanDocument, { fetchPolicy: 'no-cache' });
  const [deleteFiles] = useMutation(AdminDeleteOrphanFilesDocument, { fetchPolicy: 'no-cache' });
  const [deleteAll] = useMutation(AdminDeleteAllOrphanFilesDocument, { fetchPolicy: 'no-cache' });
  const scan = useJobRunner();
  const deletion = useJobRunner();
  const busy = scan.running || deletion.running;

  const current = report.data?.adminOrphanReport ?? report.previousData?.adminOrphanReport;

  /** Scans and reloads the report; `quiet` after a deletion, whose toast stays on screen. */
  const runScan = async ({ quiet = false } = {}) => {
    let job: AdminJob;
    try {
      job = await scan.run(async () => {
        const { data } = await startScan();
        if (!data) throw new Error('The scan did not start');
        return data.adminStartOrphanScan;
      });
    } catch (error) {
      toast({ variant: 'error', title: 'Scan failed', description: errorMessage(error) });
      return;
    }
    if (job.state !== 'completed') {
      toast({ variant: 'error', title: 'Scan failed', description: jobFailure(job) });
      return;
    }
    setSelected([]);
    setPage(1);
    await report.refetch({ offset: 0, limit: ORPHAN_PAGE_SIZE });
    const statistics = job.orphanScanResult?.statistics;
    if (!quiet && statistics) {
      toast({
        variant: 'success',
        title: 'Scan completed',
        description: `Found ${statistics.totalOrphanFiles} orphan files using ${formatMegabytes(statistics.totalOrphanSizeMB)} MB`,
      });
    }
  };

  const runDeletion = async (all: boolean) => {
    const [done, failed] = all
      ? ['Bulk deletion completed', 'Bulk deletion failed']
      : ['Deletion completed', 'Deletion failed'];
    let job: AdminJob;
    try {
      job = await deletion.run(async () => {
        if (all) {
          const { data } = await deleteAll();
          if (!data) throw new Error('The deletion did not start');
          return data.adminDeleteAllOrphanFiles;
        }
        const { data } = await deleteFiles({ variables: { fileKeys: selected.map(String) } });
        if (!data) throw new Error('The deletion did not start');
        return data.adminDeleteOrphanFiles;
      });
    } catch (error) {
      toast({ variant: 'error', title: failed, description: errorMessage(error) });
      return;
    }
    const result = job.orphanDeleteResult;
    if (job.state !== 'completed' || !result) {
      toast({ variant: 'error', title: failed, description: jobFailure(job) });
      return;
    }
    toast({
      variant: 'success',
      title: done,
      description: `${result.totalDeleted} files deleted, ${result.totalFailed} failed`,
    });
    // Spec §4: a delete re-runs the scan afterwards.
    await runScan({ quiet: true });
  };

  const deleteSelected = () => {
    if (selected.length === 0) {
      toast({
        variant: 'error',
        title: 'No files selected',
        description: 'Please select files to delete',
      });
      return;
    }
    void runDeletion(false);
  };

  const runningJob = scan.running ? scan.job : deletion.running ? deletion.job : null;
  const hasFiles = (current?.statistics.totalOrphanFiles ?? 0) > 0;

  return (
    <Card
      title="Orphan files"
      extra={
        <Button
          icon={<ScanOutlined aria-hidden />}
          loading={scan.running}
          disabled={busy}
          onClick={() => void runScan()}
        >
          {scan.running ? 'Scanning...' : 'Scan storage'}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Files in storage that no creation uses. Only files older than the grace period are
          reported, and each one is checked again at the moment of deletion.
        </Typography.Paragraph>

        {(scan.running || deletion.running) && (
          <div role="status" aria-label={scan.running ? 'Scan progress' : 'Deletion progress'}>
            <Typography.Text>
              {scan.running ? 'Scanning storage' : 'Deleting files'}
              {runningJob?.progress
                ? `: ${runningJob.progress.done} of ${runningJob.progress.total}`
                : '...'}
            </Typography.Text>
            <Progress percent={Math.round(runningJob?.progress?.percent ?? 0)} status="active" />
          </div>
        )}

        {!current && !report.loading && !busy && (
          <Empty description="No scan has run yet. Scan storage to find orphan files." />
        )}

        {current && (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={12} md={6}>
                <Statistic title="Files found" value={current.statistics.totalOrphanFiles} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic
                  title="Total size"
                  value={`${formatMegabytes(current.statistics.totalOrphanSizeMB)} MB`}
                />
              </Col>
              <Col xs={12} md={6}>
                <Statistic
                  title="Share of stored files"
                  value={`${current.statistics.orphanPercentage.toFixed(2)}%`}
                />
              </Col>
              <Col xs={12} md={6}>
                <Statistic
                  title="Estimated monthly cost"
                  value={formatMonthlyCost(current.statistics.estimatedMonthlyCost)}
                />
              </Col>
            </Row>
            <Typography.Text type="secondary">
              Last scan {dateTime(current.finishedAt)}: {current.scannedObjects} objects checked.
            </Typography.Text>
            {current.truncated && (
              <Alert
                type="warning"
                showIcon
                title={`The report lists the first ${current.totalFiles} orphan files; the statistics count all of them.`}
              />
            )}
            {hasFiles ? (
              <>
                <Flex gap={8} wrap>
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    disabled={busy}
                    onClick={deleteSelected}
                  >
                    Delete selected ({selected.length})
                  </Button>
                  <Popconfirm
                    title="Delete all orphan files?"
                    description="Every orphan file found in storage is deleted."
                    okText="Delete all"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void runDeletion(true)}
                    disabled={busy}
                  >
                    <Button danger type="primary" disabled={busy}>
                      Delete all
                    </Button>
                  </Popconfirm>
                </Flex>
                <Table<OrphanFile>
                  rowKey="key"
                  size="small"
                  loading={report.loading}
                  dataSource={current.orphanFiles.items}
                  scroll={{ x: 'max-content' }}
                  rowSelection={{
                    selectedRowKeys: selected,
                    onChange: setSelected,
                    preserveSelectedRowKeys: true,
                    getCheckboxProps: (file) => ({ 'aria-label': `Select ${file.key}` }),
                  }}
                  pagination={{
                    current: page,
                    pageSize: ORPHAN_PAGE_SIZE,
                    total: current.totalFiles,
                    showSizeChanger: false,
                    onChange: setPage,
                  }}
                  columns={[
                    {
                      key: 'key',
                      title: 'Key',
                      render: (_, file) => <Typography.Text code>{file.key}</Typography.Text>,
                    },
                    {
                      key: 'size',
                      title: 'Size',
                      render: (_, file) => `${bytesToMegabytes(file.size)} MB`,
                    },
                    {
                      key: 'cost',
                      title: 'Estimated cost',
                      render: (_, file) => formatFileCost(file.estimatedCost),
                    },
                    {
                      key: 'modified',
                      title: 'Last modified',
                      render: (_, file) => dateTime(file.lastModified),
                    },
                  ]}
                />
              </>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  <>
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      No Orphan Files Found
                    </Typography.Title>
                    <Typography.Text type="secondary">
                      All files in storage are properly linked to users.
                    </Typography.Text>
                  </>
                }
              />
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
