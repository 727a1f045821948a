import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryCreationFragment } from '../../graphql/generated/graphql';
import { ImageViewer, type ViewerActions } from './ImageViewer';
import { creation } from './testing/galleryFixtures';
import { renderCreationCard } from './testing/renderCreationCard';
import { renderWithProviders } from './testing/renderWithProviders';

// The provider makes upscaled images of at most 4096 px a side: the gallery offers the factors
// that stay within it, by the dashboard's own rule.

const menuItem = (name: string) => screen.getByRole('menuitem', { name });

/** Whether each of ×2, ×3, ×4 can be chosen in the open menu. */
const upscaleChoices = () =>
  ['Upscale ×2', 'Upscale ×3', 'Upscale ×4'].map(
    (name) => menuItem(name).getAttribute('aria-disabled') !== 'true',
  );

function renderCard(image: GalleryCreationFragment, onTool = jest.fn()) {
  renderCreationCard(image, { onTool });
  return onTool;
}

async function openCardMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  await screen.findByRole('menu');
}

describe('Upscale in the gallery', () => {
  it.each([
    ['256×256', 256, 256, [true, true, true]],
    ['1024×1024', 1024, 1024, [true, true, true]],
    ['2048×1024 (×2 is exactly 4096 wide)', 2048, 1024, [true, false, false]],
    ['1024×1536', 1024, 1536, [true, false, false]],
    ['2304×1280', 2304, 1280, [false, false, false]],
  ])(
    'offers on a card of %s only the factors within 4096 px',
    async (_, width, height, offered) => {
      renderCard(creation(1, { width, height }));
      await openCardMenu();

      expect(upscaleChoices()).toEqual(offered);
      expect(menuItem('Use as source')).not.toHaveAttribute('aria-disabled', 'true');
      expect(menuItem('Remove background')).not.toHaveAttribute('aria-disabled', 'true');
    },
  );

  it('runs an offered factor and ignores one that would be too large', async () => {
    const onTool = renderCard(creation(1, { width: 1536, height: 1024 }));
    await openCardMenu();

    await userEvent.click(menuItem('Upscale ×3'));
    await userEvent.click(menuItem('Upscale ×2'));

    expect(onTool.mock.calls).toEqual([[{ kind: 'upscale', factor: 2 }]]);
  });

  it("offers the same factors in the full-size viewer's Upscale menu", async () => {
    const tool = jest.fn();
    const actions: ViewerActions = {
      details: jest.fn(),
      download: jest.fn(),
      move: jest.fn(),
      remove: jest.fn(),
      tool,
    };
    const image = creation(1, { width: 1536, height: 1024 });
    renderWithProviders(
      <ImageViewer creations={[image]} index={0} onIndexChange={jest.fn()} actions={actions} />,
    );
    const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));

    await userEvent.click(viewer.getByRole('button', { name: 'Upscale' }));
    await screen.findByRole('menu');

    expect(upscaleChoices()).toEqual([true, false, false]);
    await userEvent.click(menuItem('Upscale ×4'));
    expect(tool).not.toHaveBeenCalled();
  });
});
