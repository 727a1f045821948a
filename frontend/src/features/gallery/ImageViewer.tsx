import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import type { GalleryCreationFragment } from '../../graphql/generated/graphql';
import { useArrowKeyNavigation, wrapIndex } from '../../lib/wrapAround';
import { resolveImageUrl } from './imageUrl';
import { useZoomPan } from './useZoomPan';
import './gallery.css';

interface ImageViewerProps {
  creations: readonly GalleryCreationFragment[];
  /** The open image, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The full-size viewer: previous/next that wrap around, "n / total", zoom and pan. */
export function ImageViewer({ creations, index, onIndexChange }: ImageViewerProps) {
  const count = creations.length;
  const creation = index === null ? undefined : creations[index];

  useArrowKeyNavigation(index, count, onIndexChange);

  return (
    <Modal
      open={creation !== undefined}
      onCancel={() => onIndexChange(null)}
      footer={null}
      width="min(96vw, 1400px)"
      centered
      title="Full size"
      destroyOnHidden
    >
      {creation && index !== null && (
        <Flex vertical gap={12}>
          {/* A new image starts unzoomed and centred. */}
          <ZoomableImage key={creation.id} creation={creation} />
          <Flex align="center" justify="center" gap={16}>
            <Button
              shape="circle"
              icon={<LeftOutlined aria-hidden />}
              aria-label="Previous image"
              disabled={count < 2}
              onClick={() => onIndexChange(wrapIndex(index - 1, count))}
            />
            <Typography.Text aria-live="polite">{`${index + 1} / ${count}`}</Typography.Text>
            <Button
              shape="circle"
              icon={<RightOutlined aria-hidden />}
              aria-label="Next image"
              disabled={count < 2}
              onClick={() => onIndexChange(wrapIndex(index + 1, count))}
            />
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}

function ZoomableImage({ creation }: { creation: GalleryCreationFragment }) {
  const { view, dragging, handlers } = useZoomPan();
  return (
    <div
      className="gallery-viewer-stage"
      data-dragging={dragging}
      data-zoom={view.zoom}
      {...handlers}
      style={{ cursor: view.zoom > 1 ? (dragging ? 'grabbing' : 'grab') : 'zoom-in' }}
    >
      <img
        src={resolveImageUrl(creation.imageUrl)}
        alt={creation.prompt.trim() || 'Saved image'}
        draggable={false}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
      />
    </div>
  );
}
