import { useQuery } from '@apollo/client/react';
import { Card, Flex, Table } from 'antd';
import { AdminCreditPacksDocument } from '../../../graphql/generated/admin/graphql';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { type Tier, type TierPrice, tierPrices } from './tierPrices';

/** One line per price (a tier sold as two packs has two). */
function PriceLines({ prices, field }: { prices: TierPrice[]; field: keyof TierPrice }) {
  return (
    <Flex vertical>
      {prices.map((price, index) => (
        <span key={index}>{price[field]}</span>
      ))}
    </Flex>
  );
}

/** Every tier with what it costs, the credits it brings and its credit multiplier. */
export function TiersCard({ tiers }: { tiers: readonly Tier[] }) {
  // Paid tiers read their price and credits from the packs, so this table follows every save.
  const packs = useQuery(AdminCreditPacksDocument);
  const packList = packs.data?.adminCreditPacks;

  return (
    <Card title="Tiers, prices and credit multipliers">
      {packs.error && !packList ? (
        <LoadFailedAlert title="Could not load the credit packs" error={packs.error} />
      ) : (
        <Table<Tier>
          rowKey="accessLevelId"
          size="small"
          pagination={false}
          loading={!packList}
          dataSource={packList ? [...tiers].sort((a, b) => a.level - b.level) : []}
          columns={[
            { key: 'name', title: 'Tier', dataIndex: 'name' },
            {
              key: 'price',
              title: 'Price',
              render: (_, tier) => (
                <PriceLines prices={tierPrices(tier, packList ?? [])} field="price" />
              ),
            },
            {
              key: 'credits',
              title: 'Credits',
              render: (_, tier) => (
                <PriceLines prices={tierPrices(tier, packList ?? [])} field="credits" />
              ),
            },
            {
              key: 'multiplier',
              title: 'Credit multiplier',
              render: (_, tier) =>
                tier.creditMultiplier === 0 ? '0.0 (free)' : tier.creditMultiplier.toFixed(1),
            },
          ]}
        />
      )}
    </Card>
  );
}
