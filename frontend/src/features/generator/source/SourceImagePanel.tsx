import { InboxOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Flex, Spin, Typography, theme } from 'antd';
import { type DragEvent, Suspense, useRef, useState } from 'react';
import { DeferredSourceImageDetails } from '../deferred';
import { PHONE_QUERY, useMediaQuery } from '../layout/useMediaQuery';
import { SOURCE_IMAGE_TYPES } from './sourceImageFile';
import type { MaskView, SourceView } from './useSourceImage';
import { HiddenFileInput } from '../HiddenFileInput';
import './sourceImage.css';

interface SourceImagePanelProps {
  source: SourceView | null;
  mask: MaskView | null;
  strength: number;
  /** The mask's margin (Mask margin in the editor); null: none asked for. */
  maskMargin?: number | null;
  uploadingSource: boolean;
  uploadingMask: boolean;
  describing: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
  onMeasured: (seedImage: string, width: number, height: number) => void;
  onMaskChange: (mask: string | null, margin?: number | null) => void;
  onStrengthChange: (strength: number) => void;
  onDescribe: () => void;
}

/**
 * "Source image": image to image from an upload (drop or "Upload image"), a result or a saved
 * image; once there is one, its thumbnail, "Paint mask" (inpainting), "Describe image", "Remove"
 * and the strength (SourceImageDetails, a deferred part: the page opens without a source).
 * On a phone a section that folds: folded at first, unfolded by a source as it arrives.
 */
export function SourceImagePanel({
  source,
  mask,
  strength,
  maskMargin,
  uploadingSource,
  uploadingMask,
  describing,
  onFile,
  onRemove,
  onMeasured,
  onMaskChange,
  onStrengthChange,
  onDescribe,
}: SourceImagePanelProps) {
  const { token } = theme.useToken();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };

  const phone = useMediaQuery(PHONE_QUERY);
  const seedImage = source?.seedImage;
  const [fold, setFold] = useState({ open: seedImage !== undefined, seedImage });
  if (fold.seedImage !== seedImage) {
    setFold({ open: fold.open || seedImage !== undefined, seedImage });
  }

  const status = (
    <div aria-live="polite">
      {(uploadingSource || uploadingMask) && (
        <Typography.Text type="secondary">
          <LoadingOutlined aria-hidden spin />{' '}
          {uploadingSource ? 'Uploading image…' : 'Uploading mask…'}
        </Typography.Text>
      )}
    </div>
  );

  const body = (
    <Flex vertical gap={12} {...dropHandlers} data-dragging={dragging || undefined}>
      {!source ? (
        <Flex
          vertical
          align="center"
          gap={8}
          className="generator-source-drop"
          style={{
            borderColor: dragging ? token.colorPrimary : token.colorBorder,
            background: dragging ? token.colorPrimaryBg : token.colorFillQuaternary,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <InboxOutlined aria-hidden style={{ fontSize: 28, color: token.colorTextSecondary }} />
          <Typography.Text>Drop an image here to start from it, or</Typography.Text>
          <Button
            icon={<UploadOutlined aria-hidden />}
            loading={uploadingSource}
            onClick={() => fileInput.current?.click()}
          >
            Upload image
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            PNG, JPEG or WEBP, up to 20 MB.
          </Typography.Text>
        </Flex>
      ) : (
        <Suspense fallback={<Spin size="small" />}>
          <DeferredSourceImageDetails
            source={source}
            mask={mask}
            strength={strength}
            maskMargin={maskMargin}
            uploadingMask={uploadingMask}
            describing={describing}
            onRemove={onRemove}
            onMeasured={onMeasured}
            onMaskChange={onMaskChange}
            onStrengthChange={onStrengthChange}
            onDescribe={onDescribe}
          >
            {status}
          </DeferredSourceImageDetails>
        </Suspense>
      )}
      <HiddenFileInput
        ref={fileInput}
        accept={SOURCE_IMAGE_TYPES.join(',')}
        label="Source image file"
        onFile={onFile}
      />
      {!source && status}
    </Flex>
  );

  return (
    <section aria-label="Source image">
      {phone ? (
        <Collapse
          size="small"
          activeKey={fold.open ? ['source'] : []}
          onChange={(keys) => setFold({ open: keys.length > 0, seedImage })}
          items={[{ key: 'source', label: 'Source image', children: body }]}
        />
      ) : (
        <Card size="small" title="Source image">
          {body}
        </Card>
      )}
    </section>
  );
}
