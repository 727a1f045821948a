import { Alert } from 'antd';
import { PaymentConfirmationAlert } from './PaymentConfirmationAlert';
import { useCheckoutReturn } from './useCheckoutReturn';

/** What became of the checkout the buyer just came back from, if they came from one. */
export function CheckoutReturnNotice() {
  const checkoutReturn = useCheckoutReturn();
  if (!checkoutReturn) return null;
  if (checkoutReturn.outcome === 'cancelled') {
    return <Alert type="info" showIcon closable title="Checkout cancelled. Nothing was charged." />;
  }
  return <PaymentConfirmationAlert sessionId={checkoutReturn.sessionId} />;
}
