/** What a stroke does to the mask: paint (repaint there) or erase (keep there). */
export type MaskTool = 'brush' | 'eraser';

/** A pointer sample in image pixels; pressure is 1 unless a pen reports less. */
export interface StrokePoint {
  x: number;
  y: number;
  pressure: number;
}

export interface StrokeOperation {
  kind: 'stroke';
  tool: MaskTool;
  /** Brush diameter in image pixels at full pressure. */
  size: number;
  points: StrokePoint[];
}

/**
 * One undoable step. The mask is the initial mask with these replayed in order, so undo, redo,
 * clear and invert are list operations and nothing is rasterised more than needed.
 */
export type MaskOperation = StrokeOperation | { kind: 'clear' } | { kind: 'invert' };
