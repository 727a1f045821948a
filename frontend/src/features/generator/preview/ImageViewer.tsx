import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { useArrowKeyNavigation, wrapIndex } from '../../../lib/wrapAround';
import { type GeneratedImage } from '../generatedImages';
import { type ImageToolActions, ImageToolbar } from './ImageToolbar';
import { isHiddenSensitive, SensitiveCover } from './SensitiveCover';

interface ImageViewerProps {
  images: readonly GeneratedImage[];
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The creator tools, under the image when offered. */
  tools?: ImageToolActions;
  revealed?: ReadonlySet<string>;
  onReveal?: (image: GeneratedImage) => void;
}

const NONE_REVEALED: ReadonlySet<string> = new Set();

/** Full-size view with previous and next that wrap around, and 'n / total'. */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  tools,
  revealed = NONE_REVEALED,
  onReveal,
}: ImageViewerProps) {
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const several = count > 1;
  const hidden = image !== undefined && isHiddenSensitive(image, revealed);

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
          <div style={{ position: 'relative', overflow: 'hidden', maxWidth: '100%' }}>
            <img
              src={image.url}
              alt={image.prompt}
              className={hidden ? 'generator-image-sensitive' : undefined}
              style={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: '75vh',
                objectFit: 'contain',
              }}
            />
            {hidden && <SensitiveCover onReveal={() => onReveal?.(image)} />}
          </div>
          {image.tool && <Tag>{image.tool}</Tag>}
          {tools && (
            <ImageToolbar
              image={image}
              tools={tools}
              afterUseAsSource={() => onIndexChange(null)}
            />
          )}
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
