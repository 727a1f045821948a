import { StyleProvider } from '@ant-design/cssinjs';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { Lightbox } from './Lightbox';
import type { LightboxAction, LightboxProps } from './lightboxTypes';

// jsdom has no PointerEvent: without one, testing-library's pointer events carry no position.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

const PICTURES = ['A harbour at dawn', 'A fox in snow', 'A lighthouse'];

type Extra = Partial<Omit<LightboxProps, 'image' | 'onClose' | 'position'>>;

/** An opener button and a lightbox over three pictures that wrap around. */
function Harness({ extra = {}, start = 0 }: { extra?: Extra; start?: number }) {
  const [index, setIndex] = useState<number | null>(null);
  const total = PICTURES.length;
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Open
      </button>
      <Lightbox
        image={
          index === null
            ? null
            : { key: `p${index}`, src: `https://img.example/${index}.png`, alt: PICTURES[index] }
        }
        onClose={() => setIndex(null)}
        position={index === null ? undefined : { index, total }}
        onPrevious={() => setIndex((index! + total - 1) % total)}
        onNext={() => setIndex((index! + 1) % total)}
        caption={index === null ? undefined : PICTURES[index]}
        {...extra}
      />
    </>
  );
}

function renderLightbox(extra?: Extra) {
  return render(
    <StyleProvider mock="server">
      <AntdApp>
        <Harness extra={extra} />
      </AntdApp>
    </StyleProvider>,
  );
}

async function open(extra?: Extra) {
  renderLightbox(extra);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Full size' });
  return { opener, dialog, viewer: within(dialog) };
}

/** One picture, open from the start, at `position`. */
async function openAlone(position: LightboxProps['position']) {
  render(
    <StyleProvider mock="server">
      <Lightbox
        image={{ key: 'one', src: 'https://img.example/one.png', alt: 'First' }}
        onClose={jest.fn()}
        position={position}
      />
    </StyleProvider>,
  );
  return within(await screen.findByRole('dialog', { name: 'Full size' }));
}

const picture = () => within(screen.getByRole('dialog')).getByRole('img');
const transform = () => picture().style.transform;
const stage = () => picture().parentElement as HTMLElement;

function pointer(type: 'down' | 'move' | 'up', pointerId: number, x: number, y = 0) {
  const fire = {
    down: fireEvent.pointerDown,
    move: fireEvent.pointerMove,
    up: fireEvent.pointerUp,
  };
  fire[type](stage(), { pointerId, clientX: x, clientY: y });
}

describe('Lightbox', () => {
  it('opens as a modal dialog over the picture, taking focus, and closes with Escape back to its opener', async () => {
    const { opener, dialog, viewer } = await open();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(viewer.getByRole('img', { name: 'A harbour at dawn' })).toHaveAttribute(
      'src',
      'https://img.example/0.png',
    );
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    expect(dialog).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('lays the picture on a checkerboard, which shows where a PNG is see-through', async () => {
    await open();

    expect(picture()).toHaveClass('transparency-checkerboard');
  });

  it('closes with its close button, focus back on the opener', async () => {
    const { opener, viewer } = await open();

    await userEvent.click(viewer.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('pages with the arrow keys and the previous/next buttons', async () => {
    const { viewer } = await open();

    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.getByText('2 / 3')).toBeInTheDocument();
    expect(picture()).toHaveAccessibleName('A fox in snow');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(viewer.getByText('3 / 3')).toBeInTheDocument();

    await userEvent.click(viewer.getByRole('button', { name: 'Next image' }));
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(viewer.getByRole('button', { name: 'Previous image' }));
    expect(viewer.getByText('3 / 3')).toBeInTheDocument();
  });

  it('disables a direction the caller leaves out, for the button and the key', async () => {
    const onNext = jest.fn();
    const { viewer } = await open({ onPrevious: undefined, onNext });

    expect(viewer.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('shows neither counter nor paging for a single picture', async () => {
    const viewer = await openAlone({ index: 0, total: 1 });

    expect(viewer.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(viewer.queryByText('1 / 1')).not.toBeInTheDocument();
  });

  it('says the total is a lower bound while it is', async () => {
    const viewer = await openAlone({ index: 0, total: 9, atLeast: true });

    expect(viewer.getByText('1 / 9+')).toBeInTheDocument();
  });

  it('zooms with its buttons and keys, between 100 % and 500 %', async () => {
    const { viewer } = await open();
    const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
    const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
    const reset = viewer.getByRole('button', { name: 'Reset zoom' });
    expect(viewer.getByText('100%')).toBeInTheDocument();
    expect(zoomOut).toBeDisabled();
    expect(reset).toBeDisabled();

    await userEvent.click(zoomIn);
    expect(transform()).toBe('translate(0px, 0px) scale(1.5)');
    expect(viewer.getByText('150%')).toBeInTheDocument();

    for (let step = 0; step < 10; step += 1) fireEvent.click(zoomIn);
    expect(transform()).toBe('translate(0px, 0px) scale(5)');
    expect(zoomIn).toBeDisabled();

    await userEvent.click(zoomOut);
    expect(transform()).toBe('translate(0px, 0px) scale(4.5)');
    await userEvent.click(reset);
    expect(transform()).toBe('translate(0px, 0px) scale(1)');

    // The keys: + in, − out, 0 back to 100 %.
    screen.getByRole('dialog').focus();
    await userEvent.keyboard('++');
    expect(transform()).toBe('translate(0px, 0px) scale(2)');
    await userEvent.keyboard('-');
    expect(transform()).toBe('translate(0px, 0px) scale(1.5)');
    await userEvent.keyboard('0');
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it('zooms with the wheel towards the pointer', async () => {
    await open();
    jest.spyOn(stage(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 600));

    // 200 px up, 100 px right of the centre: the point under the pointer stays put.
    fireEvent.wheel(stage(), { deltaY: -200, clientX: 600, clientY: 100 });

    const zoom = Math.exp(200 * 0.0015);
    const [, x, y, scale] = /translate\((.+)px, (.+)px\) scale\((.+)\)/.exec(transform())!;
    expect(Number(scale)).toBeCloseTo(zoom);
    expect(Number(x)).toBeCloseTo(200 - 200 * zoom);
    expect(Number(y)).toBeCloseTo(-200 + 200 * zoom);

    fireEvent.wheel(stage(), { deltaY: 5000, clientX: 600, clientY: 100 });
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it('toggles between 1x and 2x on double click', async () => {
    await open();

    await userEvent.dblClick(picture());
    expect(transform()).toBe('translate(0px, 0px) scale(2)');

    await userEvent.dblClick(picture());
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it('pinches between 1x and 5x, and pans with one finger only while zoomed', async () => {
    await open();

    // One finger at 1x: nothing moves.
    pointer('down', 1, 100);
    pointer('move', 1, 160, 40);
    pointer('up', 1, 160, 40);
    expect(transform()).toBe('translate(0px, 0px) scale(1)');

    // Fingers 100px apart spread to 300px: 3x.
    pointer('down', 1, 100);
    pointer('down', 2, 200);
    pointer('move', 2, 400);
    expect(transform()).toBe('translate(0px, 0px) scale(3)');

    // Further than 5x stops at 5x.
    pointer('move', 2, 1100);
    expect(transform()).toBe('translate(0px, 0px) scale(5)');
    pointer('up', 2, 1100);

    // The finger left on the glass drags the zoomed image.
    pointer('move', 1, 130, 20);
    expect(transform()).toBe('translate(30px, 20px) scale(5)');
    pointer('up', 1, 130, 20);

    // Pinching in below 1x stops at 1x, centred again.
    pointer('down', 1, 0);
    pointer('down', 2, 400);
    pointer('move', 2, 10);
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it('shows the next picture unzoomed and centred', async () => {
    const { viewer } = await open();
    await userEvent.dblClick(picture());
    pointer('down', 1, 0);
    pointer('move', 1, 50, 50);
    pointer('up', 1, 50, 50);
    expect(transform()).toBe('translate(50px, 50px) scale(2)');

    await userEvent.click(viewer.getByRole('button', { name: 'Next image' }));

    expect(picture()).toHaveAccessibleName('A fox in snow');
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it("runs the caller's actions, named by their visible text, and their menu choices", async () => {
    const download = jest.fn();
    const big = jest.fn();
    const actions: LightboxAction[] = [
      { key: 'download', label: 'Download', icon: <span>⬇</span>, onSelect: download },
      {
        key: 'upscale',
        label: 'Upscale',
        icon: <span>⤢</span>,
        choices: [
          { key: '2', label: 'Upscale ×2', onSelect: jest.fn() },
          { key: '4', label: 'Upscale ×4', onSelect: big },
        ],
      },
      { key: 'later', label: 'Busy', icon: <span>…</span>, disabled: true, onSelect: jest.fn() },
    ];
    const { viewer } = await open({ actions });
    const bar = within(viewer.getByRole('group', { name: 'Image actions' }));

    // The icons are hidden: each name is exactly the text shown.
    await userEvent.click(bar.getByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledTimes(1);
    expect(bar.getByRole('button', { name: 'Busy' })).toBeDisabled();

    const upscale = bar.getByRole('button', { name: 'Upscale' });
    expect(upscale).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(upscale);
    expect(upscale).toHaveAttribute('aria-expanded', 'true');
    // While the menu is open, the arrows are the menu's, not the pages'.
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upscale ×4' }));
    expect(big).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Full size' })).toBeInTheDocument();
  });

  it('shows the caption, cut to two lines until asked for in full', async () => {
    const long = `A lighthouse ${'on a cliff above a stormy sea, '.repeat(8)}`.trim();
    const { viewer } = await open({ caption: long });
    const caption = viewer.getByText(long);
    expect(caption).toHaveAttribute('data-clamped');

    await userEvent.click(viewer.getByRole('button', { name: 'Show more' }));

    expect(caption).not.toHaveAttribute('data-clamped');
    expect(viewer.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('blurs a covered picture under its cover and does not zoom it', async () => {
    const reveal = jest.fn();
    const { viewer } = await open({
      cover: (
        <button type="button" onClick={reveal}>
          Show it
        </button>
      ),
    });

    expect(picture()).toHaveClass('lightbox-image-covered');
    expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await userEvent.dblClick(picture());
    await userEvent.keyboard('+');
    expect(transform()).toBe('translate(0px, 0px) scale(1)');

    await userEvent.click(viewer.getByRole('button', { name: 'Show it' }));
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    // jsdom lays nothing out: every element counts as shown, as in a browser.
    jest
      .spyOn(Element.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    const { viewer } = await open({
      actions: [{ key: 'last', label: 'Last', icon: null, onSelect: jest.fn() }],
    });
    const last = viewer.getByRole('button', { name: 'Last' });
    const first = viewer.getByRole('button', { name: 'Zoom in' });

    last.focus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('leaves Tab to a dialog opened on top of it, even one whose container is older', async () => {
    jest
      .spyOn(Element.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    // As antd keeps a drawer's container once it has been opened: made before the lightbox.
    const onTop = document.createElement('div');
    onTop.setAttribute('role', 'dialog');
    onTop.setAttribute('aria-modal', 'true');
    onTop.innerHTML = '<button>First on top</button><button>Last on top</button>';
    document.body.append(onTop);
    await open();
    const [firstOnTop, lastOnTop] = within(onTop).getAllByRole('button');

    lastOnTop.focus();
    await userEvent.tab();

    expect(firstOnTop).toHaveFocus();
    onTop.remove();
  });

  it('leaves keys pressed in a dialog opened on top of it to that dialog', async () => {
    const { viewer } = await open();
    const onTop = document.createElement('div');
    onTop.setAttribute('role', 'dialog');
    const field = document.createElement('input');
    onTop.append(field);
    document.body.append(onTop);
    field.focus();

    await userEvent.keyboard('{ArrowRight}{Escape}');

    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    onTop.remove();
  });
});

afterEach(() => jest.restoreAllMocks());
