import { useQuery } from '@apollo/client/react';
import { Table } from 'antd';
import { useState } from 'react';
import {
  type AdminPurchaseFragment,
  AdminUserPurchasesDocument,
} from '../../../graphql/generated/admin/graphql';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { formatPrice } from '../../../lib/format';
import { dateTime } from '../adminFormat';
import { PurchaseStatusTag } from './PurchaseStatusTag';
import { RefundPurchaseButton } from './RefundPurchaseButton';

export const PURCHASES_PAGE_SIZE = 20;

/** One user's credit pack purchases, newest first; paid ones can be refunded. */
export function UserPurchasesTable({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const purchases = useQuery(AdminUserPurchasesDocument, {
    variables: { userId, limit: PURCHASES_PAGE_SIZE, offset: (page - 1) * PURCHASES_PAGE_SIZE },
    // A checkout may complete while the drawer is closed: read the statuses fresh.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const current = purchases.data?.adminUserPurchases ?? purchases.previousData?.adminUserPurchases;

  if (purchases.error && !current) {
    return (
      <LoadFailedAlert
        title="Could not load the purchases"
        error={purchases.error}
        onRetry={() => void purchases.refetch()}
      />
    );
  }

  return (
    <Table<AdminPurchaseFragment>
      rowKey="id"
      size="small"
      loading={purchases.loading}
      dataSource={current?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No purchases yet' }}
      pagination={{
        current: page,
        pageSize: PURCHASES_PAGE_SIZE,
        total: current?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => `${total} purchases`,
        onChange: setPage,
      }}
      columns={[
        {
          key: 'date',
          title: 'Date',
          render: (_, purchase) => dateTime(purchase.createdAt),
        },
        { key: 'pack', title: 'Pack', dataIndex: 'packName' },
        {
          key: 'price',
          title: 'Price',
          align: 'right',
          render: (_, purchase) => formatPrice(purchase.priceCents, purchase.currency),
        },
        { key: 'credits', title: 'Credits', dataIndex: 'credits', align: 'right' },
        {
          key: 'status',
          title: 'Status',
          render: (_, purchase) => <PurchaseStatusTag status={purchase.status} />,
        },
        {
          key: 'actions',
          title: '',
          render: (_, purchase) =>
            purchase.status === 'paid' && <RefundPurchaseButton purchase={purchase} />,
        },
      ]}
    />
  );
}
