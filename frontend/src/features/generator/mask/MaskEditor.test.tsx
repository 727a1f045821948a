import { StyleProvider } from '@ant-design/cssinjs';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadImage } from './loadImage';
import { MaskEditor, type MaskEditorProps } from './index';
import { alphaAt, fakeMaskImage, installFakeCanvas, readFakePng } from './testing/fakeCanvas';
import { installPointerEvents } from './testing/pointerEvents';

jest.mock('./loadImage');
const loadImageMock = jest.mocked(loadImage);

// The mask is 200 × 100 image pixels; jsdom lays nothing out, so it is shown at 100 % with its
// top left at the screen's: screen and image pixels coincide until a test zooms.
const WIDTH = 200;
const HEIGHT = 100;

beforeAll(installPointerEvents);
beforeEach(installFakeCanvas);
afterEach(() => jest.restoreAllMocks());

function renderEditor(props: Partial<MaskEditorProps> = {}) {
  const onChange = jest.fn();
  const onClose = jest.fn();
  render(
    <StyleProvider mock="server">
      <MaskEditor
        imageUrl="blob:source-image"
        width={WIDTH}
        height={HEIGHT}
        value={null}
        open
        onChange={onChange}
        onClose={onClose}
        {...props}
      />
    </StyleProvider>,
  );
  return { onChange, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Paint mask' }));
const button = (name: string) => dialog().getByRole('button', { name });
const paintingArea = () =>
  dialog().getByRole('img', { name: 'Mask painting area' }) as HTMLCanvasElement;
const painted = (x: number, y: number) => alphaAt(paintingArea(), x, y) > 0;
const brushSize = () => dialog().getByRole('slider', { name: 'Brush size' });
const viewport = () => dialog().getByRole('group', { name: 'Mask viewport' });

type Sample = [x: number, y: number];

/** One stroke through the samples: down at the first, moves, up at the last. */
function stroke(samples: Sample[], init: PointerEventInit = {}) {
  const event = (x: number, y: number) => ({
    pointerId: 1,
    pointerType: 'mouse',
    button: 0,
    pressure: 0.5,
    clientX: x,
    clientY: y,
    ...init,
  });
  const [first, ...rest] = samples;
  fireEvent.pointerDown(paintingArea(), event(...first));
  for (const sample of rest)
    fireEvent.pointerMove(paintingArea(), { ...event(...sample), button: -1 });
  const last = samples[samples.length - 1];
  fireEvent.pointerUp(paintingArea(), event(...last));
}

/** A horizontal stroke across the middle, with nothing sampled between its ends. */
const paintAcross = (init?: PointerEventInit) =>
  stroke(
    [
      [20, 50],
      [180, 50],
    ],
    init,
  );

/** A page with a button that opens the editor, as the generator will have. */
function EditorOpener() {
  const [open, setOpen] = useState(false);
  return (
    <StyleProvider mock="server">
      <button onClick={() => setOpen(true)}>Edit mask</button>
      <MaskEditor
        imageUrl="blob:source-image"
        width={WIDTH}
        height={HEIGHT}
        value={null}
        open={open}
        onChange={() => undefined}
        onClose={() => setOpen(false)}
      />
    </StyleProvider>
  );
}

function appliedMask(onChange: jest.Mock) {
  expect(onChange).toHaveBeenCalledTimes(1);
  const [mask] = onChange.mock.calls[0] as [string | null];
  return mask === null ? null : readFakePng(mask);
}

describe('Mask editor toolbar', () => {
  it('names every control and starts with the brush at 48 pixels', () => {
    renderEditor();

    expect(button('Brush')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Eraser')).toHaveAttribute('aria-pressed', 'false');
    expect(brushSize()).toHaveAttribute('aria-valuenow', '48');
    expect(dialog().getByText('48 px')).toBeInTheDocument();
    for (const name of ['Undo', 'Redo']) expect(button(name)).toBeDisabled();
    for (const name of ['Clear', 'Invert', 'Zoom in', 'Zoom out', 'Fit', 'Cancel', 'Apply']) {
      expect(button(name)).toBeEnabled();
    }
    // The icons are hidden, so only the text names the buttons.
    expect(
      within(dialog().getByRole('group', { name: 'Mask tools' })).queryAllByRole('img'),
    ).toEqual([]);
    expect(paintingArea()).toHaveAttribute('width', String(WIDTH));
  });

  it('reaches every control with Tab', async () => {
    const user = userEvent.setup();
    renderEditor();
    paintAcross();

    const reached = new Set<Element | null>();
    for (let step = 0; step < 20; step += 1) {
      await user.tab();
      reached.add(document.activeElement);
    }

    const controls = [
      ...['Brush', 'Eraser', 'Undo', 'Clear', 'Invert', 'Zoom out', 'Zoom in', 'Fit'].map(button),
      brushSize(),
      viewport(),
      button('Cancel'),
      button('Apply'),
    ];
    for (const control of controls) expect(reached).toContain(control);
  });
});

describe('Painting with pointer events', () => {
  it.each(['mouse', 'touch', 'pen'])('paints a continuous stroke with a %s', (pointerType) => {
    renderEditor();

    paintAcross({ pointerType, pressure: 1 });

    // Between the two samples too, not just dots where the events arrived.
    for (const x of [20, 60, 100, 140, 180]) expect(painted(x, 50)).toBe(true);
    expect(painted(100, 50 + 20)).toBe(true);
    expect(painted(100, 50 + 30)).toBe(false);
    expect(button('Undo')).toBeEnabled();
  });

  it('thins a pen stroke by its pressure, and only a pen', () => {
    renderEditor();

    paintAcross({ pointerType: 'pen', pressure: 0.25 });
    expect(painted(100, 50 + 4)).toBe(true);
    expect(painted(100, 50 + 10)).toBe(false);

    stroke(
      [
        [20, 20],
        [180, 20],
      ],
      { pointerType: 'mouse', pressure: 0.25 },
    );
    expect(painted(100, 20 + 20)).toBe(true);
  });

  it('undoes and redoes a whole stroke at a time', async () => {
    const user = userEvent.setup();
    renderEditor();
    paintAcross();
    stroke([
      [100, 5],
      [100, 95],
    ]);

    await user.click(button('Undo'));
    expect(painted(100, 5)).toBe(false);
    expect(painted(30, 50)).toBe(true);

    await user.click(button('Undo'));
    expect(painted(30, 50)).toBe(false);
    expect(button('Undo')).toBeDisabled();

    await user.click(button('Redo'));
    expect(painted(30, 50)).toBe(true);
    expect(painted(100, 5)).toBe(false);
  });

  it('erases with the eraser', async () => {
    const user = userEvent.setup();
    renderEditor();
    paintAcross();

    await user.click(button('Eraser'));
    stroke([
      [100, 0],
      [100, 99],
    ]);

    expect(button('Eraser')).toHaveAttribute('aria-pressed', 'true');
    expect(painted(100, 50)).toBe(false);
    expect(painted(30, 50)).toBe(true);
  });

  it('shows a brush outline of the brush size under the pointer', () => {
    renderEditor();
    const cursor = dialog().getByTestId('brush-cursor');

    fireEvent.pointerMove(paintingArea(), { pointerType: 'mouse', clientX: 70, clientY: 30 });

    expect(cursor).toHaveAttribute('data-visible', 'true');
    expect(cursor.style.width).toBe('48px');
    expect(cursor.style.getPropertyValue('--cursor-x')).toBe('70');
    expect(cursor.style.getPropertyValue('--cursor-y')).toBe('30');

    fireEvent.pointerLeave(paintingArea(), { pointerType: 'mouse' });
    expect(cursor).toHaveAttribute('data-visible', 'false');
  });
});

describe('Applying the mask', () => {
  it('hands back a black and white PNG of the natural size', async () => {
    const user = userEvent.setup();
    const { onChange, onClose } = renderEditor();
    paintAcross();

    await user.click(button('Apply'));

    const mask = appliedMask(onChange);
    expect(mask).toMatchObject({ width: WIDTH, height: HEIGHT, other: 0 });
    expect(mask?.white).toBeGreaterThan(160 * 40);
    expect(mask?.black).toBeGreaterThan(WIDTH * 40);
    expect(onClose).toHaveBeenCalled();
  });

  it('hands back no mask margin unless "Mask margin" is ticked, then 32 to 128 pixels', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor();
    paintAcross();
    const margin = dialog().getByRole('checkbox', { name: 'Mask margin' });
    expect(margin).not.toBeChecked();
    await user.click(margin);
    const pixels = dialog().getByRole('spinbutton', { name: 'Mask margin in pixels' });
    expect(pixels).toHaveValue(64);
    await user.clear(pixels);
    await user.type(pixels, '500');
    await user.tab();
    expect(pixels).toHaveValue(128);

    await user.click(button('Apply'));
    expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png/), 128);
  });

  it('keeps the margin it was opened with, and hands back null while it is off', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor({ margin: 48 });
    paintAcross();
    expect(dialog().getByRole('spinbutton', { name: 'Mask margin in pixels' })).toHaveValue(48);
    await user.click(dialog().getByRole('checkbox', { name: 'Mask margin' }));
    await user.click(button('Apply'));
    expect(onChange).toHaveBeenCalledWith(expect.any(String), null);
  });

  it('hands back null when nothing is painted', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor();

    await user.click(button('Apply'));

    expect(appliedMask(onChange)).toBeNull();
  });

  it('hands back null after Clear, and Clear can be undone', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor();
    paintAcross();

    await user.click(button('Clear'));
    expect(painted(100, 50)).toBe(false);
    await user.click(button('Apply'));
    expect(appliedMask(onChange)).toBeNull();
  });

  it('brings strokes back when Clear is undone', async () => {
    const user = userEvent.setup();
    renderEditor();
    paintAcross();

    await user.click(button('Clear'));
    await user.click(button('Undo'));

    expect(painted(100, 50)).toBe(true);
  });

  it('starts from the current mask and inverts it', async () => {
    const user = userEvent.setup();
    const value = 'data:image/png;base64,current-mask';
    loadImageMock.mockResolvedValue(
      fakeMaskImage(WIDTH, HEIGHT, { left: 0, top: 0, right: 50, bottom: HEIGHT }) as never,
    );
    const { onChange } = renderEditor({ value });

    await waitFor(() => expect(button('Apply')).toBeEnabled());
    expect(loadImageMock).toHaveBeenCalledWith(value);
    expect(painted(25, 50)).toBe(true);
    expect(painted(150, 50)).toBe(false);

    await user.click(button('Invert'));
    expect(painted(25, 50)).toBe(false);
    expect(painted(150, 50)).toBe(true);

    await user.click(button('Apply'));
    expect(appliedMask(onChange)).toEqual({
      width: WIDTH,
      height: HEIGHT,
      white: 150 * HEIGHT,
      black: 50 * HEIGHT,
      other: 0,
    });
  });

  it('starts empty, and says so, when the current mask cannot be read', async () => {
    const user = userEvent.setup();
    loadImageMock.mockRejectedValue(new Error('broken'));
    const { onChange } = renderEditor({ value: 'data:image/png;base64,broken' });

    expect(await dialog().findByRole('alert')).toHaveTextContent('could not be read');
    await user.click(button('Apply'));

    expect(appliedMask(onChange)).toBeNull();
  });

  it('leaves the mask alone on Cancel', async () => {
    const user = userEvent.setup();
    const { onChange, onClose } = renderEditor();
    paintAcross();

    await user.click(button('Cancel'));

    expect(onClose).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves the mask alone on Escape', async () => {
    const user = userEvent.setup();
    const { onChange, onClose } = renderEditor();
    paintAcross();
    button('Brush').focus();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('returns focus to what opened it when closed', async () => {
    const user = userEvent.setup();
    render(<EditorOpener />);
    const opener = screen.getByRole('button', { name: 'Edit mask' });

    await user.click(opener);
    await user.click(button('Cancel'));

    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('starts again from the current mask when reopened after Cancel', async () => {
    const user = userEvent.setup();
    render(<EditorOpener />);

    await user.click(screen.getByRole('button', { name: 'Edit mask' }));
    paintAcross();
    await user.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit mask' }));

    expect(painted(100, 50)).toBe(false);
    expect(button('Undo')).toBeDisabled();
  });
});

describe('Keyboard shortcuts', () => {
  it('switches tools with B and E', async () => {
    const user = userEvent.setup();
    renderEditor();

    await user.keyboard('e');
    expect(button('Eraser')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Brush')).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('b');
    expect(button('Brush')).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes the brush size with [ and ]', async () => {
    const user = userEvent.setup();
    renderEditor();

    await user.keyboard(']');
    expect(brushSize()).toHaveAttribute('aria-valuenow', '60');
    expect(dialog().getByText('60 px')).toBeInTheDocument();

    // user-event reads "[[" as one "[" key.
    await user.keyboard('[[[[');
    expect(brushSize()).toHaveAttribute('aria-valuenow', '38');
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z (Cmd on a Mac)', async () => {
    const user = userEvent.setup();
    renderEditor();
    paintAcross();

    await user.keyboard('{Control>}z{/Control}');
    expect(painted(100, 50)).toBe(false);

    await user.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(painted(100, 50)).toBe(true);

    await user.keyboard('{Meta>}z{/Meta}');
    expect(painted(100, 50)).toBe(false);
  });
});

describe('Zoom and pan', () => {
  const zoomShown = () => dialog().getByText(/^\d+ %$/).textContent;
  const stage = () => paintingArea().parentElement as HTMLElement;

  it('zooms with the buttons and maps the brush to image pixels', async () => {
    const user = userEvent.setup();
    renderEditor();

    await user.click(button('Zoom in'));
    expect(zoomShown()).toBe('125 %');
    expect(stage().style.width).toBe(`${WIDTH * 1.25}px`);

    // At 125 %, screen (125, 62.5) is image pixel (100, 50); the outline is 48 × 1.25 across.
    stroke([[125, 62.5]]);
    expect(painted(100, 50)).toBe(true);
    expect(painted(100, 50 + 20)).toBe(true);
    expect(painted(125, 62.5 + 20)).toBe(false);
    expect(dialog().getByTestId('brush-cursor').style.width).toBe('60px');

    await user.click(button('Zoom out'));
    expect(zoomShown()).toBe('100 %');
  });

  it('zooms with Ctrl+wheel and leaves a plain wheel to scroll', () => {
    renderEditor();

    fireEvent.wheel(viewport(), { deltaY: 100 });
    expect(zoomShown()).toBe('100 %');

    fireEvent.wheel(viewport(), { deltaY: -100, ctrlKey: true });
    expect(zoomShown()).toBe('122 %');
  });

  it('pinches with two fingers to zoom, dropping the stroke the first finger began', () => {
    renderEditor();
    const touch = (pointerId: number, x: number) => ({
      pointerId,
      pointerType: 'touch',
      clientX: x,
      clientY: 50,
    });

    fireEvent.pointerDown(paintingArea(), touch(1, 50));
    expect(painted(50, 50)).toBe(true);
    fireEvent.pointerDown(paintingArea(), touch(2, 70));
    fireEvent.pointerMove(paintingArea(), touch(2, 110));
    fireEvent.pointerUp(paintingArea(), touch(2, 110));
    fireEvent.pointerMove(paintingArea(), touch(1, 10));
    fireEvent.pointerUp(paintingArea(), touch(1, 10));

    expect(zoomShown()).toBe('300 %');
    expect(painted(50, 50)).toBe(false);
    expect(button('Undo')).toBeDisabled();
  });

  it('pans instead of painting while Space is held', () => {
    renderEditor();

    fireEvent.keyDown(document.body, { key: ' ' });
    stroke([
      [100, 50],
      [60, 30],
    ]);
    fireEvent.keyUp(document.body, { key: ' ' });

    expect(viewport().scrollLeft).toBe(40);
    expect(viewport().scrollTop).toBe(20);
    expect(painted(100, 50)).toBe(false);
    expect(button('Undo')).toBeDisabled();
  });

  it('pans with the middle button', () => {
    renderEditor();

    stroke(
      [
        [100, 50],
        [70, 50],
      ],
      { button: 1 },
    );

    expect(viewport().scrollLeft).toBe(30);
    expect(painted(100, 50)).toBe(false);
  });

  it('paints again once Space is let go', () => {
    renderEditor();

    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyUp(document.body, { key: ' ' });
    paintAcross();

    expect(painted(100, 50)).toBe(true);
  });
});
