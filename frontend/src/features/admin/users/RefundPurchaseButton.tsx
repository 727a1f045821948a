import { useMutation } from '@apollo/client/react';
import { Button, Popconfirm } from 'antd';
import {
  type AdminPurchaseFragment,
  AdminRefundPurchaseDocument,
  AdminUserLedgerDocument,
  AdminUserPurchasesDocument,
  AdminUsersDocument,
} from '../../../graphql/generated/admin/graphql';
import { formatPrice } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import { refundFailureToast } from './refundFailure';

/** Refunds a paid purchase after a confirmation: the payment goes back, its credits leave. */
export function RefundPurchaseButton({ purchase }: { purchase: AdminPurchaseFragment }) {
  const toast = useToast();
  const [refund, { loading }] = useMutation(AdminRefundPurchaseDocument, {
    // The refund moves the balance: the ledger, the purchases and the users list all change.
    refetchQueries: [AdminUserLedgerDocument, AdminUserPurchasesDocument, AdminUsersDocument],
  });

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
      description: `${formatPrice(purchase.priceCents, purchase.currency)} was returned and ${purchase.credits} credits were taken back.`,
    });
  };

  return (
    <Popconfirm
      title="Refund this purchase?"
      description={`Its ${purchase.credits} credits are taken back and the payment is returned.`}
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
