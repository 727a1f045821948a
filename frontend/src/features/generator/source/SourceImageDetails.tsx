import {
  DeleteOutlined,
  EyeOutlined,
  FileTextOutlined,
  HighlightOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazyPart';
import { ReasonTooltip } from '../../../lib/ReasonTooltip';
import { NumberSlider } from '../controls/NumberSlider';
import { LIMITS } from '../generationParameters';
import type { MaskView, SourceView } from './useSourceImage';

// The mask editor is heavy (canvases, pointer handling): fetched on the first "Paint mask".
const MaskEditor = lazyPart(() => import('../mask'), 'MaskEditor');

const ORIGIN_LABELS: Record<SourceView['origin'], string> = {
  upload: 'Uploaded image',
  result: 'Generated image',
  saved: 'Saved image',
};

export interface SourceImageDetailsProps {
  source: SourceView;
  mask: MaskView | null;
  strength: number;
  /** The mask's margin (Mask margin in the editor); null: none asked for. */
  maskMargin?: number | null;
  uploadingMask: boolean;
  describing: boolean;
  onRemove: () => void;
  onMeasured: (seedImage: string, width: number, height: number) => void;
  onMaskChange: (mask: string | null, margin?: number | null) => void;
  onStrengthChange: (strength: number) => void;
  onDescribe: () => void;
  /** Shown under the thumbnail's line (the panel's upload status). */
  children?: ReactNode;
}

/** Why "Paint mask" is unavailable, or null when it is. */
function maskRefusal(source: SourceView): string | null {
  if (!source.previewUrl) {
    return 'A mask is painted over the image itself, and this saved image came without one.';
  }
  if (!source.width || !source.height) return 'The image is still loading.';
  return null;
}

/**
 * The source's thumbnail, or its origin when it came without one. A flagged result stays blurred
 * here as in the results, until shown on request.
 */
function SourceThumbnail({
  source,
  onMeasured,
}: Pick<SourceImageDetailsProps, 'source' | 'onMeasured'>) {
  const { token } = theme.useToken();
  const [shownSensitive, setShownSensitive] = useState<string | null>(null);
  const hidden = source.sensitive === true && shownSensitive !== source.seedImage;

  return source.previewUrl ? (
    <div className="generator-source-frame">
      <img
        className={
          hidden
            ? 'generator-source-thumbnail generator-source-sensitive'
            : 'generator-source-thumbnail'
        }
        src={source.previewUrl}
        alt="Source image"
        style={{ borderColor: token.colorBorder, borderRadius: token.borderRadius }}
        onLoad={(event) =>
          onMeasured(
            source.seedImage,
            event.currentTarget.naturalWidth,
            event.currentTarget.naturalHeight,
          )
        }
      />
      {hidden && (
        <Button
          className="generator-source-reveal"
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label="Show sensitive source image"
          title="Sensitive content — click to show"
          onClick={() => setShownSensitive(source.seedImage)}
        />
      )}
    </div>
  ) : (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={4}
      className="generator-source-thumbnail"
      role="img"
      aria-label={ORIGIN_LABELS[source.origin]}
      style={{
        borderColor: token.colorBorder,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
      }}
    >
      <PictureOutlined aria-hidden style={{ fontSize: 24 }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-hidden>
        {ORIGIN_LABELS[source.origin]}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The source image panel once there is a source: its thumbnail (blurred when flagged, until shown
 * on request), "Paint mask", "Describe image", "Remove", the painted mask and the strength. One of
 * the dashboard's deferred parts.
 */
export function SourceImageDetails({
  source,
  mask,
  strength,
  maskMargin,
  uploadingMask,
  describing,
  onRemove,
  onMeasured,
  onMaskChange,
  onStrengthChange,
  onDescribe,
  children,
}: SourceImageDetailsProps) {
  const { token } = theme.useToken();
  const [maskOpen, setMaskOpen] = useState(false);
  // Mounted from the first opening on, so its chunk is fetched only when asked for.
  const [maskEditorWanted, setMaskEditorWanted] = useState(false);
  const refusal = maskRefusal(source);

  return (
    <>
      <Flex gap={12} align="flex-start">
        <SourceThumbnail source={source} onMeasured={onMeasured} />
        <Flex vertical gap={8} style={{ minWidth: 0 }}>
          <Typography.Text>
            {ORIGIN_LABELS[source.origin]}
            {source.width && source.height ? ` · ${source.width} × ${source.height}` : ''}
          </Typography.Text>
          <Flex gap={6} wrap>
            <ReasonTooltip reason={refusal}>
              {(describedBy) => (
                <Button
                  size="small"
                  icon={<HighlightOutlined aria-hidden />}
                  disabled={refusal !== null || uploadingMask}
                  aria-describedby={describedBy}
                  onClick={() => {
                    setMaskEditorWanted(true);
                    setMaskOpen(true);
                  }}
                >
                  Paint mask
                </Button>
              )}
            </ReasonTooltip>
            <Button
              size="small"
              icon={<FileTextOutlined aria-hidden />}
              loading={describing}
              disabled={describing}
              onClick={onDescribe}
            >
              Describe image
            </Button>
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={onRemove}>
              Remove
            </Button>
          </Flex>
        </Flex>
      </Flex>
      {children}
      {mask && (
        <Flex align="center" gap={8}>
          {mask.dataUrl && (
            <img
              className="generator-mask-thumbnail"
              src={mask.dataUrl}
              alt="Painted mask"
              style={{ borderColor: token.colorBorder, borderRadius: token.borderRadiusSM }}
            />
          )}
          <Typography.Text>Mask painted</Typography.Text>
          <Button size="small" type="link" onClick={() => onMaskChange(null)}>
            Remove mask
          </Button>
        </Flex>
      )}
      <div>
        <NumberSlider
          id="generator-strength"
          label="Strength"
          value={strength}
          min={LIMITS.strength.min}
          max={LIMITS.strength.max}
          step={LIMITS.strength.step}
          onChange={onStrengthChange}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          0 keeps the source image, 1 moves furthest from it.
        </Typography.Text>
      </div>
      {source.previewUrl && source.width && source.height && maskEditorWanted && (
        <Suspense fallback={null}>
          <MaskEditor
            open={maskOpen}
            imageUrl={source.previewUrl}
            width={source.width}
            height={source.height}
            value={mask?.dataUrl ?? null}
            margin={maskMargin}
            onChange={onMaskChange}
            onClose={() => setMaskOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
