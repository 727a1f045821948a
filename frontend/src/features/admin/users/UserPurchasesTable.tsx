import { useQuery } from '@apollo/client/react';
import { Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  type AdminPurchaseFragment,
  AdminUserPurchasesDocument,
} from '../../../graphql/generated/admin/graphql';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { formatPrice } from '../../../lib/format';
import { purchaseFacts } from '../../credits/purchaseFacts';
import { dateTime } from '../adminFormat';
import { PurchaseStatusTag } from './PurchaseStatusTag';
import { RefundPurchaseButton } from './RefundPurchaseButton';

export const PURCHASES_PAGE_SIZE = 20;

/**
 * One user's credit pack purchases, newest first, with what became of each payment (refunds,
 * credits owed, a dispute); paid ones, and partly refunded ones, can be refunded (the rest).
 */
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
          render: (_, purchase) => (
            <Flex vertical align="flex-start" gap={2}>
              <PurchaseStatusTag status={purchase.status} />
              {purchaseFacts(purchase).map((fact) => (
                <Typography.Text key={fact} type="secondary" style={{ fontSize: 12 }}>
                  {fact}
                </Typography.Text>
              ))}
            </Flex>
          ),
        },
        {
          key: 'actions',
          title: '',
          render: (_, purchase) =>
            (purchase.status === 'paid' || purchase.status === 'partially_refunded') && (
              <RefundPurchaseButton purchase={purchase} />
            ),
        },
      ]}
    />
  );
}
