import { Tag } from 'antd';

const PURCHASE_STATUSES: Readonly<Record<string, { label: string; color: string }>> = {
  open: { label: 'Open', color: 'processing' },
  paid: { label: 'Paid', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  refunded: { label: 'Refunded', color: 'warning' },
};

/** A purchase's status: open (checkout started), paid, expired (never paid) or refunded. */
export function PurchaseStatusTag({ status }: { status: string }) {
  const known = PURCHASE_STATUSES[status];
  return <Tag color={known?.color ?? 'default'}>{known?.label ?? status}</Tag>;
}
