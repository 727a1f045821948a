import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Col, Empty, Flex, Row } from 'antd';
import { useId } from 'react';
import {
  AppInfoDocument,
  CreditPacksDocument,
  CreditTiersDocument,
} from '../../graphql/generated/graphql';
import type { SessionUser } from '../account/session';
import { CreditPackCard, type CreditPackPurchase } from './CreditPackCard';
import { PaymentsNotice } from './PaymentsNotice';
import { packTierText } from './tierCost';
import { useStartCheckout } from './useStartCheckout';
import { VERIFY_TO_BUY_MESSAGE, VerifyToBuyNotice } from './VerifyToBuyNotice';
import { LoadingSpin } from '../../lib/LoadingSpin';

/** "Buy credits": the packs on sale, each bought through the payment provider's checkout. */
export function CreditPackOffers({ user }: { user: SessionUser }) {
  const { isAdmin } = user;
  // Administrators never buy, so they have nothing to verify for.
  const mustVerify = !isAdmin && !user.emailVerified;
  const verifyNoticeId = useId();
  const packs = useQuery(CreditPacksDocument);
  const tiers = useQuery(CreditTiersDocument).data?.accessLevels;
  const { data: appInfo } = useQuery(AppInfoDocument);
  const { buy, pendingPackId } = useStartCheckout();
  // Until the server says otherwise, payments count as on: the server refuses a purchase anyway.
  const paymentsEnabled = appInfo?.appInfo.paymentsEnabled ?? true;
  const paymentsMode = appInfo?.appInfo.paymentsMode ?? '';
  const onSale = packs.data?.creditPacks.filter((pack) => pack.active) ?? [];

  const purchaseOf = (packId: string): CreditPackPurchase => {
    if (isAdmin) return 'none';
    if (!paymentsEnabled || mustVerify) return 'disabled';
    // One checkout at a time: the other packs wait while one opens.
    return pendingPackId === null || pendingPackId === packId ? 'available' : 'disabled';
  };

  let content;
  if (packs.loading && !packs.data) {
    content = (
      <Flex justify="center" style={{ padding: 24 }}>
        <LoadingSpin label="Loading credit packs" />
      </Flex>
    );
  } else if (!packs.data) {
    content = (
      <Alert
        type="error"
        showIcon
        title="The credit packs could not be loaded."
        action={
          <Button size="small" onClick={() => void packs.refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      />
    );
  } else if (onSale.length === 0) {
    content = <Empty description="No credit packs are on sale right now." />;
  } else {
    content = (
      <Row gutter={[16, 16]}>
        {onSale.map((pack) => (
          <Col key={pack.id} xs={24} sm={12} lg={8}>
            <CreditPackCard
              pack={pack}
              tierText={packTierText(pack, user, tiers)}
              purchase={purchaseOf(pack.id)}
              pending={pendingPackId === pack.id}
              disabledReason={
                mustVerify ? { text: VERIFY_TO_BUY_MESSAGE, id: verifyNoticeId } : undefined
              }
              onBuy={() => void buy(pack.id)}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Card title="Buy credits">
      <Flex vertical gap={16}>
        {mustVerify && <VerifyToBuyNotice user={user} id={verifyNoticeId} />}
        <PaymentsNotice
          isAdmin={isAdmin}
          paymentsEnabled={paymentsEnabled}
          paymentsMode={paymentsMode}
        />
        {content}
      </Flex>
    </Card>
  );
}
