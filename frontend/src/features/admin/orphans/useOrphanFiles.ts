import { useMutation, useQuery } from '@apollo/client/react';
import { type Key, useState } from 'react';
import {
  AdminDeleteAllOrphanFilesDocument,
  AdminDeleteOrphanFilesDocument,
  AdminOrphanReportDocument,
  AdminStartOrphanScanDocument,
} from '../../../graphql/generated/admin/graphql';
import { useToast } from '../../../lib/useToast';
import { useAdminJob } from '../jobs/useAdminJob';
import { formatMegabytes } from './orphanFormat';

/** Files of the stored report shown per table page. */
export const ORPHAN_PAGE_SIZE = 50;

/**
 * The stored orphan report a page at a time, the files selected in it, and the jobs that scan
 * storage anew or delete files (then scan again).
 */
export function useOrphanFiles() {
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
  const scan = useAdminJob();
  const deletion = useAdminJob();

  const current = report.data?.adminOrphanReport ?? report.previousData?.adminOrphanReport;

  /** Scans and reloads the report; `quiet` after a deletion, whose toast stays on screen. */
  const runScan = async ({ quiet = false } = {}) => {
    await scan.run({
      start: async () => {
        const { data } = await startScan();
        if (!data) throw new Error('The scan did not start');
        return data.adminStartOrphanScan;
      },
      failureTitle: 'Scan failed',
      onCompleted: async () => {
        setSelected([]);
        setPage(1);
        await report.refetch({ offset: 0, limit: ORPHAN_PAGE_SIZE });
      },
      successTitle: 'Scan completed',
      successText: (job) => {
        const statistics = job.orphanScanResult?.statistics;
        if (quiet || !statistics) return null;
        return `Found ${statistics.totalOrphanFiles} orphan files using ${formatMegabytes(statistics.totalOrphanSizeMB)} MB`;
      },
    });
  };

  const runDeletion = async (all: boolean) => {
    const [done, failed] = all
      ? ['Bulk deletion completed', 'Bulk deletion failed']
      : ['Deletion completed', 'Deletion failed'];
    const job = await deletion.run({
      start: async () => {
        if (all) {
          const { data } = await deleteAll();
          if (!data) throw new Error('The deletion did not start');
          return data.adminDeleteAllOrphanFiles;
        }
        const { data } = await deleteFiles({ variables: { fileKeys: selected.map(String) } });
        if (!data) throw new Error('The deletion did not start');
        return data.adminDeleteOrphanFiles;
      },
      failureTitle: failed,
      hasResult: (completed) => Boolean(completed.orphanDeleteResult),
      successTitle: done,
      successText: ({ orphanDeleteResult: result }) =>
        result ? `${result.totalDeleted} files deleted, ${result.totalFailed} failed` : null,
    });
    // A delete re-runs the scan afterwards, so the list shows what is left.
    if (job) await runScan({ quiet: true });
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

  return {
    current,
    loading: report.loading,
    page,
    setPage,
    selected,
    setSelected,
    scan,
    deletion,
    busy: scan.running || deletion.running,
    runScan,
    deleteSelected,
    deleteAll: () => runDeletion(true),
  };
}
