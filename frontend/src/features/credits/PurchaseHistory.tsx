import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { MyPurchasesDocument, type MyPurchasesQuery } from '../../graphql/generated/graphql';
import { formatLocalDateTime, formatPrice } from '../../lib/format';
import { purchaseFacts, purchaseStatus } from './purchaseFacts';

type Purchase = MyPurchasesQuery['myPurchases'][number];

/** Checkouts abandoned before paying say nothing a buyer needs to read. */
const SHOWN = (purchase: Purchase) => purchase.status !== 'open' && purchase.status !== 'expired';

/**
 * "Your purchases": each pack bought and what became of its payment: paid, failed (nothing
 * charged), refunded in part or in full, disputed, and any credits still owed.
 */
export function PurchaseHistory() {
  const { data, loading, error, refetch } = useQuery(MyPurchasesDocument, {
    // A payment may fail, or be refunded, after the buyer left: read it fresh on each visit.
    fetchPolicy: 'cache-and-network',
  });
  const purchases = data?.myPurchases.filter(SHOWN);
  if (!purchases?.length && !error) return null;

  return (
    <Card title="Your purchases">
      {error && !purchases ? (
        <Alert
          type="error"
          showIcon
          title="Your purchases could not be loaded."
          action={
            <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        />
      ) : (
        <Table<Purchase>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={purchases ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'date',
              title: 'Date',
              render: (_, purchase) => formatLocalDateTime(purchase.createdAt),
            },
            {
              key: 'pack',
              title: 'Pack',
              render: (_, purchase) => (
                <Flex vertical align="flex-start">
                  <Typography.Text>{`${purchase.packName} pack, ${purchase.credits} credits`}</Typography.Text>
                  {purchaseFacts(purchase).map((fact) => (
                    <Typography.Text key={fact} type="secondary" style={{ fontSize: 12 }}>
                      {fact}
                    </Typography.Text>
                  ))}
                </Flex>
              ),
            },
            {
              key: 'price',
              title: 'Price',
              align: 'right',
              render: (_, purchase) => formatPrice(purchase.priceCents, purchase.currency),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, purchase) => {
                const { label, color } = purchaseStatus(purchase.status);
                return <Tag color={color}>{label}</Tag>;
              },
            },
          ]}
        />
      )}
    </Card>
  );
}
