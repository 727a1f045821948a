import { LoadingOutlined } from '@ant-design/icons';
import { Flex, Grid, Typography, theme } from 'antd';
import { gridColumns } from '../generatedImages';
import type { PendingGeneration } from '../state/useGeneration';
import { useElapsedSeconds } from './useElapsedSeconds';

/** "about 20 s", or "about 3 min" from 90 s on: an expected duration, rounded up. */
export function aboutDuration(expectedMs: number): string {
  const seconds = Math.max(1, Math.ceil(expectedMs / 1000));
  return seconds < 90 ? `about ${seconds} s` : `about ${Math.ceil(seconds / 60)} min`;
}

/**
 * One placeholder per requested image, in the shape of the output, with the time since the click
 * and, when known, how long a generation like it is expected to take. The seconds tick silently: the
 * preview's status line announces the start and the end, not every second.
 */
export function PendingTiles({ pending }: { pending: PendingGeneration }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const seconds = useElapsedSeconds(pending.startedAt);
  const count = Math.max(1, pending.imageCount);
  const columns = screens.md === false ? 1 : gridColumns(count);
  const expected = pending.expectedMs === null ? null : aboutDuration(pending.expectedMs);

  return (
    <div
      role="list"
      aria-label="Images being generated"
      data-columns={columns}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: 12,
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Flex
          key={index}
          role="listitem"
          vertical
          align="center"
          justify="center"
          gap={4}
          className="generator-pending-tile"
          style={{
            aspectRatio: `${pending.width} / ${pending.height}`,
            borderRadius: token.borderRadiusLG,
            border: `1px dashed ${token.colorBorder}`,
            background: token.colorFillQuaternary,
          }}
        >
          <LoadingOutlined aria-hidden spin style={{ fontSize: 24, color: token.colorPrimary }} />
          <Typography.Text strong className="generator-pending-elapsed">
            {`${seconds} s`}
          </Typography.Text>
          {expected && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {expected}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </div>
  );
}
