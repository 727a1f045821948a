import { theme } from 'antd';
import type { CSSProperties, MouseEventHandler, PointerEventHandler, RefObject } from 'react';
import { imageToScreenLength } from './strokePath';

export interface CanvasPointerHandlers {
  onPointerDown: PointerEventHandler<HTMLCanvasElement>;
  onPointerMove: PointerEventHandler<HTMLCanvasElement>;
  onPointerUp: PointerEventHandler<HTMLCanvasElement>;
  onPointerCancel: PointerEventHandler<HTMLCanvasElement>;
  onPointerLeave: PointerEventHandler<HTMLCanvasElement>;
  onContextMenu: MouseEventHandler<HTMLCanvasElement>;
}

interface MaskViewportProps {
  imageUrl: string;
  width: number;
  height: number;
  zoom: number;
  brushSize: number;
  /** Space is held ('ready') or a pan drag is under way ('active'). */
  pan: 'ready' | 'active' | null;
  viewportRef: RefObject<HTMLDivElement | null>;
  stageRef: RefObject<HTMLDivElement | null>;
  cursorRef: RefObject<HTMLDivElement | null>;
  /** Receives the overlay canvas the mask is shown on. */
  overlayRef: (canvas: HTMLCanvasElement | null) => void;
  handlers: CanvasPointerHandlers;
}

/**
 * The source image at the zoom, the mask over it in a see-through colour, and the brush outline;
 * the viewport scrolls (with the keyboard too: it takes focus) when the image outgrows it.
 */
export function MaskViewport({
  imageUrl,
  width,
  height,
  zoom,
  brushSize,
  pan,
  viewportRef,
  stageRef,
  cursorRef,
  overlayRef,
  handlers,
}: MaskViewportProps) {
  const { token } = theme.useToken();
  const cursorDiameter = imageToScreenLength(brushSize, zoom);
  return (
    <div
      ref={viewportRef}
      className="mask-editor-viewport"
      role="group"
      aria-label="Mask viewport"
      tabIndex={0}
      style={
        {
          background: token.colorFillTertiary,
          '--mask-editor-focus': token.colorPrimary,
        } as CSSProperties
      }
    >
      <div
        ref={stageRef}
        className="mask-editor-stage"
        data-pan={pan ?? undefined}
        style={
          {
            width: width * zoom,
            height: height * zoom,
            '--zoom': zoom,
          } as CSSProperties
        }
      >
        {/* The canvas above names the painting area; the image alone adds nothing to it. */}
        <img src={imageUrl} alt="" draggable={false} />
        <canvas
          ref={overlayRef}
          className="mask-editor-overlay"
          role="img"
          aria-label="Mask painting area"
          width={width}
          height={height}
          {...handlers}
        />
        <div
          ref={cursorRef}
          className="mask-editor-cursor"
          aria-hidden="true"
          data-testid="brush-cursor"
          style={
            {
              width: cursorDiameter,
              height: cursorDiameter,
              '--mask-editor-cursor-inner': token.colorText,
              '--mask-editor-cursor-outer': token.colorBgContainer,
            } as CSSProperties
          }
        />
      </div>
    </div>
  );
}
