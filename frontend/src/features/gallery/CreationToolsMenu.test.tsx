import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryCreationFragment } from '../../graphql/generated/graphql';
import { CreationCard } from './CreationCard';
import { ImageViewer, type ViewerActions } from './ImageViewer';
import { actionSpies, creation } from './testing/galleryFixtures';
import { renderCreationCard } from './testing/renderCreationCard';
import { renderWithProviders } from './testing/renderWithProviders';
import { variationPricesMock } from '../generator/vary/testing/variationMocks';

// The provider makes upscaled images of at most 4096 px a side: the gallery offers the factors
// that stay within it, by the dashboard's own rule.

const menuItem = (name: string) => screen.getByRole('menuitem', { name });

/**
 * Whether each of ×2 and ×4 can be chosen in the open menu; the upscaler has no ×3, so the menu
 * offers none.
 */
const upscaleChoices = () => {
  expect(screen.queryByRole('menuitem', { name: 'Upscale ×3' })).not.toBeInTheDocument();
  return ['Upscale ×2', 'Upscale ×4'].map(
    (name) => menuItem(name).getAttribute('aria-disabled') !== 'true',
  );
};

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
    ['256×256', 256, 256, [true, true]],
    ['1024×1024', 1024, 1024, [true, true]],
    ['2048×1024 (×2 is exactly 4096 wide)', 2048, 1024, [true, false]],
    ['1024×1536', 1024, 1536, [true, false]],
    ['2304×1280', 2304, 1280, [false, false]],
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

    await userEvent.click(menuItem('Upscale ×4'));
    await userEvent.click(menuItem('Upscale ×2'));

    expect(onTool.mock.calls).toEqual([[{ kind: 'upscale', factor: 2 }]]);
  });

  it("offers the same factors in the full-size viewer's Upscale menu", async () => {
    const tool = jest.fn();
    const actions: ViewerActions = { ...actionSpies(), tool };
    const image = creation(1, { width: 1536, height: 1024 });
    renderWithProviders(
      <ImageViewer creations={[image]} index={0} onIndexChange={jest.fn()} actions={actions} />,
    );
    const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));

    await userEvent.click(viewer.getByRole('button', { name: 'Upscale' }));
    await screen.findByRole('menu');

    expect(upscaleChoices()).toEqual([true, false]);
    await userEvent.click(menuItem('Upscale ×4'));
    expect(tool).not.toHaveBeenCalled();
  });
});

describe('Vary in the gallery', () => {
  const saved = creation(7);
  const estimates = variationPricesMock({ creationId: saved.id }, 0.42, 0.5);

  it('prices each variation when the menu opens and varies the saved image by its strength', async () => {
    const onVary = jest.fn();
    renderWithProviders(
      <CreationCard
        creation={saved}
        onOpen={jest.fn()}
        onDetails={jest.fn()}
        onDownload={jest.fn()}
        onMove={jest.fn()}
        onDelete={jest.fn()}
        onTool={jest.fn()}
        onVary={onVary}
      />,
      [estimates],
    );
    await openCardMenu();
    expect(
      await screen.findByRole('menuitem', { name: /Vary \(subtle\) · 0\.42 credits/ }),
    ).toBeInTheDocument();
    const strong = screen.getByRole('menuitem', { name: /Vary \(strong\) · 0\.50? credits/ });
    await userEvent.click(strong);
    expect(onVary).toHaveBeenCalledWith('STRONG');
  });

  it('offers no variation where the card is not given the action', async () => {
    renderCard(saved);
    await openCardMenu();
    expect(screen.queryByRole('menuitem', { name: /Vary/ })).not.toBeInTheDocument();
  });
});
