/**
 * jsdom has no PointerEvent: without one, testing-library's pointer events carry no position,
 * pointer type or pressure. This one carries what the mask editor reads.
 */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly pressure: number;
  readonly isPrimary: boolean;

  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.pressure = init.pressure ?? 0;
    this.isPrimary = init.isPrimary ?? true;
  }
}

export function installPointerEvents() {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
}
