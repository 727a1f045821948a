import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface AuthCardProps {
  /** The page's h1; left out when the content brings its own (an AuthCardResult). */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}

// The /auth page's form column: 13 of 24 columns of its 960px frame, less the gutter.
const CARD_WIDTH = 480;

/**
 * The frame of the pages a mailed link or the log-in form leads to (forgot password, reset
 * password, verify email): one card, centred, as wide as the forms on /auth.
 */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 'clamp(24px, 6vw, 64px) 16px' }}>
      <Card style={{ maxWidth: CARD_WIDTH, margin: '0 auto' }}>
        {title && (
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {title}
          </Typography.Title>
        )}
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {children}
      </Card>
    </div>
  );
}
