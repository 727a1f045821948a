import { Table, type TableColumnsType } from 'antd';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { LoadMoreFooter } from '../../../lib/LoadMoreFooter';
import type { PagedAdminList } from './usePagedAdminList';

interface PagedAdminTableProps<Item> {
  list: PagedAdminList<Item>;
  columns: TableColumnsType<Item>;
  /** The alert's title when a page could not be read: "Could not load the users". */
  loadFailedTitle: string;
  /** What the table says when nothing matches. */
  emptyText: string;
  /** What the rows are, for "Showing 20 of 45 users". */
  noun: string;
}

/**
 * An admin list as a table, one row an item: why a page failed to load, the rows read so far,
 * and how many of how many with "Load more". Flat parts, for the tab's own vertical layout.
 */
export function PagedAdminTable<Item extends { id: string | number }>({
  list: { page, loading, error, loadMore },
  columns,
  loadFailedTitle,
  emptyText,
  noun,
}: PagedAdminTableProps<Item>) {
  const items = page?.items ?? [];
  return (
    <>
      {error && <LoadFailedAlert title={loadFailedTitle} error={error} />}
      <Table<Item>
        columns={columns}
        rowKey="id"
        size="middle"
        locale={{ emptyText }}
        loading={loading}
        dataSource={items}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {page && (
        <LoadMoreFooter
          hasMore={Boolean(page.nextCursor)}
          loading={loading}
          onLoadMore={() => void loadMore()}
          progress={{ shown: items.length, total: page.totalCount, noun }}
        />
      )}
    </>
  );
}
