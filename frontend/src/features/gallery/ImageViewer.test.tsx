import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageViewer } from './ImageViewer';
import { creations } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';

// jsdom has no PointerEvent: without one, testing-library's pointer events carry no position.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

const three = creations(1, 3);

function Viewer({ start = 0 }: { start?: number | null }) {
  const [index, setIndex] = useState<number | null>(start);
  return <ImageViewer creations={three} index={index} onIndexChange={setIndex} />;
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Full size' }));
const image = () => dialog().getByRole('img', { name: /^Prompt \d$/ });
const stage = () => image().parentElement as HTMLElement;
const transform = () => image().style.transform;

function pointer(type: 'down' | 'move' | 'up', pointerId: number, x: number, y = 0) {
  const fire = {
    down: fireEvent.pointerDown,
    move: fireEvent.pointerMove,
    up: fireEvent.pointerUp,
  };
  fire[type](stage(), { pointerId, clientX: x, clientY: y });
}

describe('Full-size viewer', () => {
  it('shows the full image and "n / total", wrapping around both ways', async () => {
    renderWithProviders(<Viewer />);

    expect(image()).toHaveAttribute(
      'src',
      'http://localhost/api/files/users/7/creations/c1.jpg?expires=1&signature=s1',
    );
    expect(dialog().getByText('1 / 3')).toBeInTheDocument();

    await userEvent.click(dialog().getByRole('button', { name: 'Previous image' }));
    expect(dialog().getByText('3 / 3')).toBeInTheDocument();
    expect(image()).toHaveAccessibleName('Prompt 3');

    await userEvent.click(dialog().getByRole('button', { name: 'Next image' }));
    expect(dialog().getByText('1 / 3')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(dialog().getByText('2 / 3')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    renderWithProviders(<Viewer />);

    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Prompt 1' })).not.toBeInTheDocument(),
    );
  });

  it('toggles between 1x and 2x on double click', async () => {
    renderWithProviders(<Viewer />);
    expect(transform()).toBe('translate(0px, 0px) scale(1)');

    await userEvent.dblClick(image());
    expect(transform()).toBe('translate(0px, 0px) scale(2)');

    await userEvent.dblClick(image());
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it('pinches between 1x and 5x, and pans with one finger only while zoomed', () => {
    renderWithProviders(<Viewer />);

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

  it('shows the next image unzoomed and centred', async () => {
    renderWithProviders(<Viewer />);
    await userEvent.dblClick(image());
    pointer('down', 1, 0);
    pointer('move', 1, 50, 50);
    pointer('up', 1, 50, 50);
    expect(transform()).toBe('translate(50px, 50px) scale(2)');

    await userEvent.click(dialog().getByRole('button', { name: 'Next image' }));

    expect(image()).toHaveAccessibleName('Prompt 2');
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });
});
