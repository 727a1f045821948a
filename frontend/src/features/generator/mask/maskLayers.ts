import {
  applyOperation,
  context2d,
  copyLayer,
  createCanvas,
  drawMaskImage,
  drawStrokeSegment,
  drawStrokeStart,
  MASK_PAINT,
  paintOverlay,
} from './maskCanvas';
import { exportMaskPng } from './maskExport';
import { emptyHistory, type OperationHistory, recordStep, redoStep, undoStep } from './maskHistory';
import type { MaskOperation, MaskTool, StrokeOperation, StrokePoint } from './maskOperation';

export type MaskStepHistory = OperationHistory<MaskOperation>;

/**
 * The mask being edited, outside React: pointer events draw faster than React renders. Two
 * offscreen canvases at the image's natural size: the base (the initial mask and steps past the
 * undo limit) and the layer (base plus the undoable steps: the mask itself). A stroke is drawn
 * as it arrives; undo and redo replay the steps onto a copy of the base. The on-screen overlay
 * mirrors the layer in the overlay colour.
 */
export class MaskLayers {
  private readonly base: HTMLCanvasElement;
  private readonly layer: HTMLCanvasElement;
  private overlay: CanvasRenderingContext2D | null = null;
  private overlayColour: string;
  private history: MaskStepHistory = emptyHistory();
  private activeStroke: StrokeOperation | null = null;

  constructor(
    width: number,
    height: number,
    overlayColour: string,
    private readonly onHistoryChange: (history: MaskStepHistory) => void,
  ) {
    this.base = createCanvas(width, height);
    this.layer = createCanvas(width, height);
    this.overlayColour = overlayColour;
  }

  /** Where the mask is shown: a canvas of the mask's size (fits a React ref callback). */
  readonly showOn = (canvas: HTMLCanvasElement | null) => {
    this.overlay = canvas?.getContext('2d') ?? null;
    this.show();
  };

  readonly setOverlayColour = (colour: string) => {
    this.overlayColour = colour;
    this.show();
  };

  /** The initial mask (black and white image) under every step. */
  readonly loadMask = (image: CanvasImageSource) => {
    drawMaskImage(context2d(this.base), image);
    this.replay();
  };

  readonly startStroke = (tool: MaskTool, size: number, point: StrokePoint) => {
    this.finishStroke();
    const stroke: StrokeOperation = { kind: 'stroke', tool, size, points: [point] };
    this.activeStroke = stroke;
    drawStrokeStart(context2d(this.layer), stroke, point, MASK_PAINT);
    if (this.overlay) drawStrokeStart(this.overlay, stroke, point, this.overlayColour);
  };

  readonly continueStroke = (points: readonly StrokePoint[]) => {
    const stroke = this.activeStroke;
    if (!stroke) return;
    const layer = context2d(this.layer);
    for (const point of points) {
      const previous = stroke.points[stroke.points.length - 1];
      drawStrokeSegment(layer, stroke, previous, point, MASK_PAINT);
      if (this.overlay)
        drawStrokeSegment(this.overlay, stroke, previous, point, this.overlayColour);
      stroke.points.push(point);
    }
  };

  /** Makes the stroke in progress one undoable step. */
  readonly finishStroke = () => {
    const stroke = this.activeStroke;
    if (!stroke) return;
    this.activeStroke = null;
    this.record(stroke);
  };

  /** Drops the stroke in progress, as if never drawn (a pinch began). */
  readonly discardStroke = () => {
    if (!this.activeStroke) return;
    this.activeStroke = null;
    this.replay();
  };

  readonly undo = () => {
    this.finishStroke();
    if (this.history.done.length === 0) return;
    this.commit(undoStep(this.history));
    this.replay();
  };

  readonly redo = () => {
    this.finishStroke();
    if (this.history.undone.length === 0) return;
    this.commit(redoStep(this.history));
    this.replay();
  };

  readonly clear = () => this.perform({ kind: 'clear' });

  readonly invert = () => this.perform({ kind: 'invert' });

  /** The mask PNG (opaque white on black, natural size), or null when nothing is painted. */
  readonly exportPng = (): string | null => {
    this.finishStroke();
    return exportMaskPng(this.layer);
  };

  private perform(operation: MaskOperation) {
    this.finishStroke();
    this.record(operation);
    applyOperation(context2d(this.layer), operation);
    this.show();
  }

  private record(operation: MaskOperation) {
    const { history, settled } = recordStep(this.history, operation);
    for (const old of settled) applyOperation(context2d(this.base), old);
    this.commit(history);
  }

  private commit(history: MaskStepHistory) {
    this.history = history;
    this.onHistoryChange(history);
  }

  private replay() {
    const layer = context2d(this.layer);
    copyLayer(layer, this.base);
    for (const operation of this.history.done) applyOperation(layer, operation);
    this.show();
  }

  private show() {
    if (this.overlay) paintOverlay(this.overlay, this.layer, this.overlayColour);
  }
}
