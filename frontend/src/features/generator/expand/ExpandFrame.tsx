import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import {
  type Extension,
  extendedSize,
  OUTPAINT_MAX_SIDE,
  OUTPAINT_STEP,
  type Side,
  SIDES,
  snapSide,
} from './outpaintSize';
import '../../../lib/transparencyCheckerboard.css';
import './expandDialog.css';

/** The preview's largest box, in CSS pixels. */
const BOX = { width: 440, height: 300 };

interface ExpandFrameProps {
  image: { url: string; width: number; height: number };
  extension: Extension;
  onChange: (extension: Extension) => void;
}

/** Which way a pointer moving right or down grows each side. */
const GROWS: Record<Side, { axis: 'x' | 'y'; sign: 1 | -1 }> = {
  top: { axis: 'y', sign: -1 },
  right: { axis: 'x', sign: 1 },
  bottom: { axis: 'y', sign: 1 },
  left: { axis: 'x', sign: -1 },
};

/**
 * The image inside its extended frame, drawn to scale: the added area is a checkerboard inside a
 * dashed border. A handle on each edge drags that side out or in (by 64 px steps), or moves it by
 * 64 px with the arrow keys.
 */
export function ExpandFrame({ image, extension, onChange }: ExpandFrameProps) {
  const size = extendedSize(image, extension);
  const scale = Math.min(BOX.width / size.width, BOX.height / size.height, 1);
  const drag = useRef<{ side: Side; start: number; from: number; scale: number } | null>(null);

  const setSide = (side: Side, pixels: number) => {
    const next = snapSide(pixels);
    if (next !== extension[side]) onChange({ ...extension, [side]: next });
  };

  const onPointerDown = (side: Side) => (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { axis } = GROWS[side];
    drag.current = {
      side,
      start: axis === 'x' ? event.clientX : event.clientY,
      from: extension[side],
      scale,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const moving = drag.current;
    if (!moving) return;
    const { axis, sign } = GROWS[moving.side];
    const moved = (axis === 'x' ? event.clientX : event.clientY) - moving.start;
    setSide(moving.side, moving.from + (sign * moved) / moving.scale);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (side: Side) => (event: KeyboardEvent<HTMLDivElement>) => {
    const { axis, sign } = GROWS[side];
    const keys = axis === 'x' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    const direction = event.key === keys[1] ? 1 : event.key === keys[0] ? -1 : 0;
    if (!direction) return;
    event.preventDefault();
    setSide(side, extension[side] + direction * sign * OUTPAINT_STEP);
  };

  return (
    <div className="expand-frame-stage" style={{ height: BOX.height + 24 }}>
      <div
        className="expand-frame transparency-checkerboard"
        role="img"
        aria-label={`The image inside the extended frame, ${size.width} × ${size.height}`}
        style={{ width: size.width * scale, height: size.height * scale }}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          src={image.url}
          alt=""
          draggable={false}
          className="expand-frame-image"
          style={{
            left: extension.left * scale,
            top: extension.top * scale,
            width: image.width * scale,
            height: image.height * scale,
          }}
        />
        {SIDES.map((side) => (
          <div
            key={side}
            role="slider"
            tabIndex={0}
            aria-label={`Drag the ${side} edge`}
            aria-orientation={GROWS[side].axis === 'x' ? 'horizontal' : 'vertical'}
            aria-valuemin={0}
            aria-valuemax={OUTPAINT_MAX_SIDE}
            aria-valuenow={extension[side]}
            aria-valuetext={`${extension[side]} px`}
            className={`expand-frame-handle expand-frame-handle-${side}`}
            onPointerDown={onPointerDown(side)}
            onKeyDown={onKeyDown(side)}
          />
        ))}
      </div>
    </div>
  );
}
