import { Button, Col, Flex, Row, Typography } from 'antd';
import { useRef } from 'react';
import type { GalleryCreationFragment, VariationStrength } from '../../graphql/generated/graphql';
import { CreationCard } from './CreationCard';
import type { ImageTool } from './imageTools';
import type { CreationSelection } from './useCreationSelection';
import { useInfiniteScroll } from './useInfiniteScroll';
import { LoadingSpin } from '../../lib/LoadingSpin';

export interface CreationActions {
  open: (index: number) => void;
  details: (creation: GalleryCreationFragment) => void;
  download: (creation: GalleryCreationFragment) => void;
  move: (creation: GalleryCreationFragment) => void;
  remove: (creation: GalleryCreationFragment) => void;
  tool: (creation: GalleryCreationFragment, tool: ImageTool) => void;
  share: (creation: GalleryCreationFragment) => void;
  vary: (creation: GalleryCreationFragment, strength: VariationStrength) => void;
  expand: (creation: GalleryCreationFragment) => void;
}

/** The most cards a row holds (4 on large screens): those are on the first screen. */
const FIRST_ROW = 4;

interface CreationGridProps {
  items: readonly GalleryCreationFragment[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  actions: CreationActions;
  /** Given in select mode: each card picks itself instead of opening. */
  selection?: CreationSelection;
}

/**
 * The cards, 2 columns on a phone up to 4 on large screens, and below them the sentinel that
 * loads the next page as it scrolls into view — or, at the end, "All images loaded".
 */
export function CreationGrid({
  items,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  actions,
  selection,
}: CreationGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(sentinel, {
    enabled: hasMore && !loadingMore && !loadMoreFailed,
    onReach: onLoadMore,
    watch: items.length,
  });

  return (
    <Flex vertical gap={24}>
      <Row gutter={[16, 16]}>
        {items.map((creation, index) => (
          <Col key={creation.id} xs={12} lg={8} xl={6}>
            <CreationCard
              creation={creation}
              onOpen={() => actions.open(index)}
              onDetails={() => actions.details(creation)}
              onDownload={() => actions.download(creation)}
              onMove={() => actions.move(creation)}
              onDelete={() => actions.remove(creation)}
              onTool={(tool) => actions.tool(creation, tool)}
              onShare={() => actions.share(creation)}
              onVary={(strength) => actions.vary(creation, strength)}
              onExpand={() => actions.expand(creation)}
              imageLoading={index === 0 ? 'first' : index < FIRST_ROW ? 'eager' : 'lazy'}
              selection={
                selection && {
                  selected: selection.isSelected(creation.id),
                  onToggle: (range) => selection.toggle(creation.id, { range }),
                }
              }
            />
          </Col>
        ))}
      </Row>
      {hasMore && (
        // A plain div: antd's Flex hides itself while empty, and an unseen sentinel never fires.
        <div ref={sentinel} className="gallery-sentinel">
          {loadingMore && <LoadingSpin label="Loading more images" />}
          {loadMoreFailed && (
            <>
              <Typography.Text type="danger">Failed to fetch more creations</Typography.Text>
              <Button onClick={onLoadMore}>Try again</Button>
            </>
          )}
        </div>
      )}
      {!hasMore && items.length > 0 && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          All images loaded
        </Typography.Text>
      )}
    </Flex>
  );
}
