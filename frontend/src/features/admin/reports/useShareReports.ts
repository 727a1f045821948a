import { AdminReportedShareLinksDocument } from '../../../graphql/generated/admin/graphql';
import { usePagedAdminList } from '../shared/usePagedAdminList';

export const REPORTED_LINKS_BATCH = 20;

/** The reported share links, the most recently reported first, 20 at a time. */
export function useShareReports() {
  return usePagedAdminList(AdminReportedShareLinksDocument, 'adminReportedShareLinks', {
    first: REPORTED_LINKS_BATCH,
  });
}
