import { ActualSizeGlyph, ZoomInGlyph, ZoomOutGlyph } from './glyphs';
import { IconButton } from './IconButton';
import { MAX_ZOOM, MIN_ZOOM } from './useZoomPan';

interface ZoomControlsProps {
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  /** While the picture is covered it cannot be zoomed. */
  disabled?: boolean;
}

/** Zoom out, the zoom level, zoom in and back to 100 %: zoom that shows it is there. */
export function ZoomControls({
  zoom,
  onZoomIn,
  onZoomOut,
  onReset,
  disabled = false,
}: ZoomControlsProps) {
  const zoomed = zoom > MIN_ZOOM;
  return (
    <div role="group" aria-label="Zoom" className="lightbox-zoom">
      <IconButton
        label="Zoom out"
        icon={<ZoomOutGlyph />}
        disabled={disabled || !zoomed}
        onClick={onZoomOut}
      />
      <span className="lightbox-zoom-level" aria-live="polite">
        {`${Math.round(zoom * 100)}%`}
      </span>
      <IconButton
        label="Zoom in"
        icon={<ZoomInGlyph />}
        disabled={disabled || zoom >= MAX_ZOOM}
        onClick={onZoomIn}
      />
      <IconButton
        label="Reset zoom"
        icon={<ActualSizeGlyph />}
        disabled={disabled || !zoomed}
        onClick={onReset}
      />
    </div>
  );
}
