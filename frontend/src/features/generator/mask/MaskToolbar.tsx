import {
  ClearOutlined,
  DeleteOutlined,
  ExpandOutlined,
  HighlightOutlined,
  RedoOutlined,
  SwapOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Flex, Slider, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BRUSH_SIZE } from './brushSize';
import type { MaskTool } from './maskOperation';
import { zoomPercent } from './zoomLevels';

interface MaskToolbarProps {
  tool: MaskTool;
  onToolChange: (tool: MaskTool) => void;
  brushSize: number;
  onBrushSizeChange: (size: number) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
  onInvert: () => void;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}

const TOOLS: { tool: MaskTool; label: string; key: string; icon: ReactNode }[] = [
  { tool: 'brush', label: 'Brush', key: 'B', icon: <HighlightOutlined aria-hidden /> },
  { tool: 'eraser', label: 'Eraser', key: 'E', icon: <ClearOutlined aria-hidden /> },
];

/** The editor's controls; each names its keyboard shortcut in its tooltip. */
export function MaskToolbar({
  tool,
  onToolChange,
  brushSize,
  onBrushSizeChange,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onClear,
  onInvert,
  zoom,
  onZoomIn,
  onZoomOut,
  onFit,
}: MaskToolbarProps) {
  return (
    <Flex wrap align="center" gap={16} role="group" aria-label="Mask tools">
      <Space.Compact>
        {TOOLS.map((choice) => (
          <Button
            key={choice.tool}
            type={tool === choice.tool ? 'primary' : 'default'}
            icon={choice.icon}
            aria-pressed={tool === choice.tool}
            aria-keyshortcuts={choice.key}
            title={`${choice.label} (${choice.key})`}
            onClick={() => onToolChange(choice.tool)}
          >
            {choice.label}
          </Button>
        ))}
      </Space.Compact>
      <Flex align="center" gap={8}>
        <Typography.Text>Brush size</Typography.Text>
        <Slider
          style={{ width: 140, margin: '0 6px' }}
          min={BRUSH_SIZE.min}
          max={BRUSH_SIZE.max}
          value={brushSize}
          onChange={onBrushSizeChange}
          ariaLabelForHandle="Brush size"
          ariaValueTextFormatterForHandle={(size) => `${size} pixels`}
          tooltip={{ open: false }}
        />
        <Typography.Text style={{ minWidth: '4.5em' }}>{`${brushSize} px`}</Typography.Text>
      </Flex>
      <Space.Compact>
        <Button
          icon={<UndoOutlined aria-hidden />}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          title="Undo (Ctrl+Z)"
          onClick={onUndo}
        >
          Undo
        </Button>
        <Button
          icon={<RedoOutlined aria-hidden />}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          title="Redo (Ctrl+Shift+Z)"
          onClick={onRedo}
        >
          Redo
        </Button>
      </Space.Compact>
      <Space.Compact>
        <Button icon={<DeleteOutlined aria-hidden />} onClick={onClear}>
          Clear
        </Button>
        <Button icon={<SwapOutlined aria-hidden />} onClick={onInvert}>
          Invert
        </Button>
      </Space.Compact>
      <Flex align="center" gap={4}>
        <Button
          icon={<ZoomOutOutlined aria-hidden />}
          aria-label="Zoom out"
          title="Zoom out (Ctrl+wheel)"
          onClick={onZoomOut}
        />
        <Typography.Text style={{ minWidth: '4.5em', textAlign: 'center' }}>
          {zoomPercent(zoom)}
        </Typography.Text>
        <Button
          icon={<ZoomInOutlined aria-hidden />}
          aria-label="Zoom in"
          title="Zoom in (Ctrl+wheel)"
          onClick={onZoomIn}
        />
        <Button icon={<ExpandOutlined aria-hidden />} onClick={onFit}>
          Fit
        </Button>
      </Flex>
    </Flex>
  );
}
