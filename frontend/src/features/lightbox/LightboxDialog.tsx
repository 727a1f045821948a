import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ToastSlot } from '../../lib/ToastSlot';
import { useDialogTabLoop } from '../../lib/useDialogTabLoop';
import { CloseGlyph, NextGlyph, PreviousGlyph } from './glyphs';
import { IconButton } from './IconButton';
import { LightboxCaption } from './LightboxCaption';
import type { LightboxImage, LightboxProps } from './lightboxTypes';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useFocusReturn } from './useFocusReturn';
import { useLightboxKeys } from './useLightboxKeys';
import { useZoomPan } from './useZoomPan';
import { ZoomControls } from './ZoomControls';
import '../../lib/transparencyCheckerboard.css';
import './lightbox.css';

export interface LightboxDialogProps extends Omit<LightboxProps, 'actions'> {
  /** The caller's actions, already drawn (by `Lightbox`, with antd's buttons and menus). */
  actionBar?: ReactNode;
}

/** The lightbox's chunk, loaded by `Lightbox` the first time a picture opens. */
export default function LightboxDialog(props: LightboxDialogProps) {
  if (!props.image) return null;
  return (
    <AtBodyStart>
      <OpenLightbox {...props} image={props.image} />
    </AtBodyStart>
  );
}

/**
 * Renders at the start of the body, before the containers antd appends for its modals and
 * drawers: a dialog opened from the lightbox (delete confirmation, details) then comes later in
 * the page, as it is on top on screen, and the focus loop keeps Tab in that one.
 */
function AtBodyStart({ children }: { children: ReactNode }) {
  const [container] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.prepend(container);
    return () => container.remove();
  }, [container]);
  return createPortal(children, container);
}

function OpenLightbox({
  image,
  onClose,
  title = 'Full size',
  position,
  onPrevious,
  onNext,
  nextLoading = false,
  actionBar,
  caption,
  note,
  cover,
}: LightboxDialogProps & { image: LightboxImage }) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const zoom = useZoomPan(image.key);
  const covered = cover !== undefined && cover !== null;
  const paged = position !== undefined && position.total > 1;

  useFocusReturn(dialog);
  useBodyScrollLock();
  // The app installs it too; here it also holds where the lightbox is used without the app.
  useDialogTabLoop();
  useLightboxKeys(dialog, {
    onClose,
    onPrevious: paged ? onPrevious : undefined,
    onNext: paged && !nextLoading ? onNext : undefined,
    onZoomIn: covered ? undefined : zoom.zoomIn,
    onZoomOut: covered ? undefined : zoom.zoomOut,
    onZoomReset: covered ? undefined : zoom.reset,
  });

  const { view, dragging } = zoom;
  let cursor: string | undefined;
  if (!covered) cursor = view.zoom > 1 ? (dragging ? 'grabbing' : 'grab') : 'zoom-in';
  return (
    <div
      ref={dialog}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="lightbox-bar">
        <h2 id={titleId} className="lightbox-title">
          {title}
        </h2>
        {paged && (
          <span className="lightbox-counter" aria-live="polite">
            {`${position.index + 1} / ${position.total}${position.atLeast ? '+' : ''}`}
          </span>
        )}
        <div className="lightbox-bar-end">
          <ZoomControls
            zoom={view.zoom}
            onZoomIn={zoom.zoomIn}
            onZoomOut={zoom.zoomOut}
            onReset={zoom.reset}
            disabled={covered}
          />
          <IconButton label="Close" icon={<CloseGlyph />} onClick={onClose} />
        </div>
      </div>
      <div className="lightbox-main">
        {/* Buttons stay outside the stage: its pointer capture would take their clicks. */}
        <div
          ref={covered ? undefined : zoom.stageRef}
          className="lightbox-stage"
          data-dragging={dragging}
          data-zoom={view.zoom}
          style={{ cursor }}
          {...(covered ? {} : zoom.handlers)}
        >
          <img
            key={image.key}
            src={image.src}
            alt={image.alt}
            draggable={false}
            // A see-through picture (a removed background) shows a checkerboard where it is clear.
            className={`transparency-checkerboard${covered ? ' lightbox-image-covered' : ''}`}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
          />
          {cover}
        </div>
        {paged && (
          <>
            <IconButton
              className="lightbox-nav lightbox-nav-previous"
              label="Previous image"
              icon={<PreviousGlyph />}
              disabled={!onPrevious}
              onClick={onPrevious}
            />
            <IconButton
              className="lightbox-nav lightbox-nav-next"
              label="Next image"
              icon={<NextGlyph />}
              disabled={!onNext}
              busy={nextLoading}
              onClick={nextLoading ? undefined : onNext}
            />
          </>
        )}
        {/* Toasts show over the picture's top, clear of the bars' buttons and the arrows. */}
        <ToastSlot className="toast-slot-over lightbox-toast-slot" />
      </div>
      <div className="lightbox-footer">
        <LightboxCaption imageKey={image.key} text={caption} note={note} />
        {actionBar}
      </div>
    </div>
  );
}
