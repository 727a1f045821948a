import { Alert, Typography } from 'antd';

interface PaymentsNoticeProps {
  isAdmin: boolean;
  paymentsEnabled: boolean;
  paymentsMode: string;
}

/** Why packs cannot be bought here, or (discreetly) that payments go to the simulator. */
export function PaymentsNotice({ isAdmin, paymentsEnabled, paymentsMode }: PaymentsNoticeProps) {
  if (isAdmin) {
    return (
      <Alert
        type="info"
        showIcon
        title="Administrators have unlimited credits: there is nothing to buy."
      />
    );
  }
  if (!paymentsEnabled) {
    return <Alert type="warning" showIcon title="Payments are not available on this server." />;
  }
  if (paymentsMode === 'simulator') {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Payments go to the built-in payment simulator: no card is charged.
      </Typography.Text>
    );
  }
  return null;
}
