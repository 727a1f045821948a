import { Alert, Button } from 'antd';
import { formatCreditCount } from '../../lib/format';
import { useCheckoutConfirmation } from './useCheckoutConfirmation';

/** Where a paid checkout stands: confirming, received (with the credits), or what went wrong. */
export function PaymentConfirmationAlert({ sessionId }: { sessionId: string }) {
  const { confirmation, checkAgain } = useCheckoutConfirmation(sessionId);
  const checkAgainButton = (
    <Button size="small" onClick={checkAgain}>
      Check again
    </Button>
  );

  switch (confirmation.phase) {
    case 'confirming':
      return <Alert type="info" showIcon title="Confirming your payment…" />;
    case 'paid':
      return (
        <Alert
          type="success"
          showIcon
          closable
          title={`Payment received: ${formatCreditCount(confirmation.credits)} credits added.`}
          description={`Thank you for buying the ${confirmation.packName} pack.`}
        />
      );
    case 'processing':
      return (
        <Alert
          type="warning"
          showIcon
          title="Your payment is still being processed."
          description="The credits are added as soon as the payment provider confirms it."
          action={checkAgainButton}
        />
      );
    case 'expired':
      return (
        <Alert
          type="warning"
          showIcon
          closable
          title="This checkout expired before it was paid. Nothing was charged."
        />
      );
    case 'refunded':
      return <Alert type="info" showIcon closable title="This purchase has been refunded." />;
    case 'declined':
      return (
        <Alert
          type="error"
          showIcon
          closable
          title="Your payment did not go through. Nothing was charged and no credits were added."
          description="Your bank or payment method declined it. You can buy the pack again with another payment method."
        />
      );
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          title="Your payment could not be confirmed."
          description={
            <>
              <div>{confirmation.message}</div>
              <div>
                If you paid, the credits are added as soon as the payment provider reports it.
              </div>
            </>
          }
          action={checkAgainButton}
        />
      );
  }
}
