import { useQuery } from '@apollo/client/react';
import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { AdminCreditPacksDocument } from '../../../graphql/generated/admin/graphql';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { accessLevelOptions, type AdminReference } from '../adminReference';
import { CreditPackForm } from './CreditPackForm';

// No pack may grant the Administrator level (the server refuses it). The client never knows
// that level's id (spec), but it is the highest level, so it is the last option.
function packTierOptions(reference: AdminReference) {
  return accessLevelOptions(reference).slice(0, -1);
}

/** The credit packs buyers choose from, inactive ones too, each edited on its own. */
export function CreditPacksSection({ reference }: { reference: AdminReference }) {
  const packs = useQuery(AdminCreditPacksDocument, { fetchPolicy: 'network-only' });
  const list = packs.data?.adminCreditPacks;

  const body = () => {
    if (!list && packs.error) {
      return (
        <LoadFailedAlert
          title="Could not load the credit packs"
          error={packs.error}
          onRetry={() => void packs.refetch()}
        />
      );
    }
    if (!list) return <Spin />;
    if (list.length === 0) return <Empty description="No credit packs" />;
    const tierOptions = packTierOptions(reference);
    return (
      <Row gutter={[16, 16]}>
        {list.map((pack) => (
          <Col key={pack.id} xs={24} md={12} xl={8}>
            <CreditPackForm pack={pack} tierOptions={tierOptions} />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <Card title="Credit packs">
      <Typography.Paragraph type="secondary">
        What buyers pay and receive. Buying a pack adds its credits and moves the buyer up to its
        tier.
      </Typography.Paragraph>
      {body()}
    </Card>
  );
}
