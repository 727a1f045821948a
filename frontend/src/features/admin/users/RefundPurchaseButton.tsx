import { useMutation } from '@apollo/client/react';
import { Button, Popconfirm } from 'antd';
import {
  type AdminPurchaseFragment,
  AdminRefundPurchaseDocument,
  AdminUserLedgerDocument,
  AdminUserPurchasesDocument,
  AdminUsersDocument,
} from '../../../graphql/generated/admin/graphql';
import { formatCreditCount, formatPrice } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import { refundFailureToast } from './refundFailure';

/** Refunds a paid purchase after a confirmation: the payment goes back, its credits leave. */
export function RefundPurchaseButton({ purchase }: { purchase: AdminPurchaseFragment }) {
  const toast = useToast();
  const [refund, { loading }] = useMutation(AdminRefundPurchaseDocument, {
    // The refund moves the balance: the ledger, the purchases and the users list all change.
    refetchQueries: [AdminUserLedgerDocument, AdminUserPurchasesDocument, AdminUsersDocument],
  });

  // What is left to refund: all of it, or the rest after a partial refund (e.g. in Stripe's Dashboard).
  const remainingCents = purchase.priceCents - purchase.refundedCents;
  const remainingCredits = formatCreditCount(
    Math.max(0, purchase.credits - purchase.creditsTakenBack - purchase.creditsShortfall),
  );

  const confirm = async () => {
    try {
      await refund({ variables: { purchaseId: purchase.id } });
    } catch (error) {
      toast(refundFailureToast(error));
      return;
    }
    toast({
      variant: 'success',
      title: 'Purchase refunded',
      description: `${formatPrice(remainingCents, purchase.currency)} was returned and ${remainingCredits} credits were taken back.`,
    });
  };

  return (
    <Popconfirm
      title="Refund this purchase?"
      description={
        purchase.refundedCents > 0
          ? `The rest of the payment (${formatPrice(remainingCents, purchase.currency)}) is returned and its ${remainingCredits} credits are taken back.`
          : `Its ${purchase.credits} credits are taken back and the payment is returned.`
      }
      okText="Refund"
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button
        size="small"
        danger
        loading={loading}
        aria-label={`Refund ${purchase.packName} purchase`}
      >
        Refund
      </Button>
    </Popconfirm>
  );
}
