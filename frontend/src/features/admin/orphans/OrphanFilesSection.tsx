import { ScanOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { OrphanActionBar } from './OrphanActionBar';
import { OrphanFilesTable } from './OrphanFilesTable';
import { OrphanJobProgress } from './OrphanJobProgress';
import { OrphanStatistics } from './OrphanStatistics';
import { useOrphanFiles } from './useOrphanFiles';

export { ORPHAN_PAGE_SIZE } from './useOrphanFiles';

/**
 * Storage objects no creation references: scan (a job that writes a report), list with
 * statistics, delete selected or all (jobs that re-check every key), then scan again.
 */
export function OrphanFilesSection() {
  const orphans = useOrphanFiles();
  const { current, scan, deletion, busy } = orphans;
  const hasFiles = (current?.statistics.totalOrphanFiles ?? 0) > 0;

  return (
    <Card
      title="Orphan files"
      extra={
        <Button
          icon={<ScanOutlined aria-hidden />}
          loading={scan.running}
          disabled={busy}
          onClick={() => void orphans.runScan()}
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

        {scan.running ? (
          <OrphanJobProgress kind="scan" job={scan.job} />
        ) : (
          deletion.running && <OrphanJobProgress kind="deletion" job={deletion.job} />
        )}

        {!current && !orphans.loading && !busy && (
          <Empty description="No scan has run yet. Scan storage to find orphan files." />
        )}

        {current && (
          <>
            <OrphanStatistics report={current} />
            {hasFiles ? (
              <>
                <OrphanActionBar
                  selectedCount={orphans.selected.length}
                  busy={busy}
                  onDeleteSelected={orphans.deleteSelected}
                  onDeleteAll={() => void orphans.deleteAll()}
                />
                <OrphanFilesTable
                  files={current.orphanFiles.items}
                  totalFiles={current.totalFiles}
                  loading={orphans.loading}
                  page={orphans.page}
                  onPageChange={orphans.setPage}
                  selectedKeys={orphans.selected}
                  onSelectionChange={orphans.setSelected}
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
