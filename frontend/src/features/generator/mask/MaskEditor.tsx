import { Alert, Button, Flex, Modal, theme, Typography } from 'antd';
import { useState } from 'react';
import { ToastSlot } from '../../../lib/ToastSlot';
import { BRUSH_SIZE, stepBrushSize } from './brushSize';
import type { MaskTool } from './maskOperation';
import { MaskMarginField } from './MaskMarginField';
import { MaskToolbar } from './MaskToolbar';
import { MaskViewport } from './MaskViewport';
import { useBrushCursor } from './useBrushCursor';
import { useMaskDocument } from './useMaskDocument';
import { useMaskPointer } from './useMaskPointer';
import { type MaskShortcut, useMaskShortcuts } from './useMaskShortcuts';
import { useViewportZoom } from './useViewportZoom';
import './maskEditor.css';

export interface MaskEditorProps {
  /** The source image to paint over (an object URL, data URL or http URL). */
  imageUrl: string;
  /** The source image's natural size: the mask is exactly this size. */
  width: number;
  height: number;
  /** The current mask as a PNG data URL (white = repaint, black = keep), or null when empty. */
  value: string | null;
  /** Called when the user applies their strokes (not on every pointer move): the new mask PNG data URL, or null when cleared, with the mask margin (null: off). */
  onChange: (mask: string | null, margin: number | null) => void;
  /** The mask margin applied with the current mask; null or left out: off. */
  margin?: number | null;
  /** Shown in an antd Modal (title "Paint mask") when open. */
  open: boolean;
  onClose: () => void;
}

const SHORTCUT_HINT =
  'B brush · E eraser · [ ] size · Ctrl+Z undo · Ctrl+Shift+Z redo · ' +
  'Space+drag or middle button to pan · Ctrl+wheel or pinch to zoom';

/**
 * The inpainting mask editor: paint over the source image where it should be repainted, then
 * Apply hands back the mask; Cancel (or Escape) leaves the current one as it was.
 */
export function MaskEditor(props: MaskEditorProps) {
  const { open, onClose, width, height } = props;
  return (
    <Modal
      open={open}
      title="Paint mask"
      onCancel={onClose}
      footer={null}
      width="min(96vw, 1200px)"
      centered
      // Every opening starts again from `value`; a stray click outside keeps the strokes.
      destroyOnHidden
      mask={{ closable: false }}
    >
      {/* A new size is a new mask: canvases are made at the natural size once. */}
      <MaskEditorBody key={`${width}x${height}`} {...props} />
    </Modal>
  );
}

function MaskEditorBody({
  imageUrl,
  width,
  height,
  value,
  onChange,
  margin = null,
  open,
  onClose,
}: MaskEditorProps) {
  const { token } = theme.useToken();
  const [tool, setTool] = useState<MaskTool>('brush');
  const [brushSize, setBrushSize] = useState<number>(BRUSH_SIZE.initial);
  const [maskMargin, setMaskMargin] = useState<number | null>(margin);
  const mask = useMaskDocument({
    width,
    height,
    initialMask: value,
    overlayColour: token.colorPrimary,
  });
  const { layers } = mask;
  const viewport = useViewportZoom(width, height);
  const cursor = useBrushCursor();

  const shortcuts: Record<MaskShortcut, () => void> = {
    brush: () => setTool('brush'),
    eraser: () => setTool('eraser'),
    smaller: () => setBrushSize((size) => stepBrushSize(size, -1)),
    bigger: () => setBrushSize((size) => stepBrushSize(size, 1)),
    undo: layers.undo,
    redo: layers.redo,
  };
  const { panKeyHeld } = useMaskShortcuts((shortcut) => shortcuts[shortcut](), open);
  const pointer = useMaskPointer({
    tool,
    size: brushSize,
    layers,
    viewport,
    panKeyHeld,
    onCursorMove: cursor.move,
  });

  const apply = () => {
    onChange(layers.exportPng(), maskMargin);
    onClose();
  };

  return (
    <Flex vertical gap={12}>
      <MaskToolbar
        tool={tool}
        onToolChange={setTool}
        brushSize={brushSize}
        onBrushSizeChange={setBrushSize}
        canUndo={mask.canUndo}
        canRedo={mask.canRedo}
        onUndo={layers.undo}
        onRedo={layers.redo}
        onClear={layers.clear}
        onInvert={layers.invert}
        zoom={viewport.zoom}
        onZoomIn={viewport.zoomIn}
        onZoomOut={viewport.zoomOut}
        onFit={viewport.fit}
      />
      {mask.loadFailed && (
        <Alert
          type="warning"
          showIcon
          title="The current mask could not be read: painting starts from an empty mask."
        />
      )}
      <div className="mask-editor-viewport-frame">
        <MaskViewport
          imageUrl={imageUrl}
          width={width}
          height={height}
          zoom={viewport.zoom}
          brushSize={brushSize}
          pan={pointer.panning ? 'active' : panKeyHeld ? 'ready' : null}
          viewportRef={viewport.viewportRef}
          stageRef={viewport.stageRef}
          cursorRef={cursor.cursorRef}
          overlayRef={layers.showOn}
          handlers={pointer.handlers}
        />
        {/* Toasts show over the picture's foot, clear of the toolbar and the buttons. */}
        <ToastSlot className="toast-slot-over mask-editor-toast-slot" />
      </div>
      <Typography.Text type="secondary">{SHORTCUT_HINT}</Typography.Text>
      <MaskMarginField value={maskMargin} onChange={setMaskMargin} />
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" disabled={!mask.ready} onClick={apply}>
          Apply
        </Button>
      </Flex>
    </Flex>
  );
}
