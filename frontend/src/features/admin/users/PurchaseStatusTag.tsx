import { Tag } from 'antd';
import { purchaseStatus } from '../../credits/purchaseFacts';

/** A purchase's status: open, paid, failed, expired, partly refunded or refunded. */
export function PurchaseStatusTag({ status }: { status: string }) {
  const { label, color } = purchaseStatus(status);
  return <Tag color={color}>{label}</Tag>;
}
