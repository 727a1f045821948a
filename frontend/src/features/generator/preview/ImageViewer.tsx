import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useArrowKeyNavigation, wrapIndex } from '../../../lib/wrapAround';
import { type GeneratedImage } from '../generatedImages';

interface ImageViewerProps {
  images: readonly GeneratedImage[];
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** Full-size view with previous and next that wrap around, and 'n / total'. */
export function ImageViewer({ images, index, onIndexChange }: ImageViewerProps) {
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const several = count > 1;

  useArrowKeyNavigation(index, count, onIndexChange);

  return (
    <Modal
      open={image !== undefined}
      onCancel={() => onIndexChange(null)}
      footer={null}
      width="min(92vw, 1200px)"
      centered
      title="Full size"
    >
      {image && index !== null && (
        <Flex vertical align="center" gap={12}>
          <img
            src={image.url}
            alt={image.prompt}
            style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
          />
          {several && (
            <Flex align="center" gap={16}>
              <Button
                shape="circle"
                icon={<LeftOutlined aria-hidden />}
                aria-label="Previous image"
                onClick={() => onIndexChange(wrapIndex(index - 1, count))}
              />
              <Typography.Text aria-live="polite">{`${index + 1} / ${count}`}</Typography.Text>
              <Button
                shape="circle"
                icon={<RightOutlined aria-hidden />}
                aria-label="Next image"
                onClick={() => onIndexChange(wrapIndex(index + 1, count))}
              />
            </Flex>
          )}
        </Flex>
      )}
    </Modal>
  );
}
