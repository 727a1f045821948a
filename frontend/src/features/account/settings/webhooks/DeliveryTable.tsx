import { Tag, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import type {
  WebhookDeliveryItemFragment,
  WebhookItemFragment,
} from '../../../../graphql/generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import { deliveryStatusInfo, lastResponse } from './deliveryStatus';

// Enough of a generation's id to tell it apart here; the whole id is its title.
const SHORT_ID_LENGTH = 8;

const COLUMNS = [
  'Time',
  'Event',
  'Webhook',
  'Status',
  'Attempts',
  'Last response',
  'Generation',
] as const;

interface DeliveryTableProps {
  deliveries: readonly WebhookDeliveryItemFragment[];
  /** The user's webhooks, to name each delivery's URL; undefined while they are not loaded. */
  webhooks: readonly WebhookItemFragment[] | undefined;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/**
 * The recent deliveries, newest first, one row each. A plain table rather than antd's Table,
 * which would double the settings page's download.
 */
export function DeliveryTable({ deliveries, webhooks, labelledBy }: DeliveryTableProps) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start',
    verticalAlign: 'top',
  };
  const urls = new Map(webhooks?.map((webhook) => [webhook.id, webhook.url]));

  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-labelledby={labelledBy} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                style={{
                  ...cell,
                  fontWeight: token.fontWeightStrong,
                  background: token.colorFillQuaternary,
                  whiteSpace: 'nowrap',
                }}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => {
            const status = deliveryStatusInfo(delivery.status);
            const response = lastResponse(delivery);
            const url = urls.get(delivery.endpointId);
            return (
              <tr key={delivery.id}>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
                </td>
                <td style={cell}>
                  {/* Neutral: the event is the generation's outcome, not the delivery's. */}
                  <Tag style={{ fontFamily: token.fontFamilyCode, marginInlineEnd: 0 }}>
                    {delivery.event}
                  </Tag>
                </td>
                <td style={{ ...cell, maxWidth: 260, wordBreak: 'break-all' }}>
                  {url ? (
                    <Typography.Text>{url}</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary" italic>
                      {webhooks ? 'Deleted webhook' : 'Unknown webhook'}
                    </Typography.Text>
                  )}
                </td>
                <td style={cell}>
                  <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
                    {status.label}
                  </Tag>
                </td>
                <td style={cell}>{delivery.attempts}</td>
                <td style={{ ...cell, maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {response.status && <Typography.Text>{response.status}</Typography.Text>}
                  {response.detail && (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {response.detail}
                    </Typography.Text>
                  )}
                  {!response.status && !response.detail && (
                    <Typography.Text type="secondary">
                      {delivery.attempts === 0 ? 'Not tried yet' : '—'}
                    </Typography.Text>
                  )}
                </td>
                <td style={cell}>
                  <Typography.Text code title={delivery.generationId}>
                    {delivery.generationId.slice(0, SHORT_ID_LENGTH)}
                  </Typography.Text>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
