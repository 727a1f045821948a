import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardSelection } from './CreationCard';
import { creation, landscapes } from './testing/galleryFixtures';
import { renderCreationCard as renderCard } from './testing/renderCreationCard';

function renderSelectableCard(selected = false) {
  const selection: CardSelection = { selected, onToggle: jest.fn() };
  const { onOpen } = renderCard(creation(1), { onTool: jest.fn(), selection });
  return { onOpen, onToggle: selection.onToggle as jest.Mock };
}

describe('Image card', () => {
  it('loads a site-relative thumbnail from the site origin', () => {
    renderCard(creation(1, { thumbnailUrl: '/api/files/users/7/thumbnails/c1.webp?signature=t' }));
    expect(screen.getByRole('img', { name: 'Prompt 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/api/files/users/7/thumbnails/c1.webp?signature=t`,
    );
  });

  it('keeps an absolute (S3) thumbnail URL as it is', () => {
    const signed = 'https://bucket.s3.example.com/users/7/thumbnails/c1.webp?X-Amz-Signature=abc';
    renderCard(creation(1, { thumbnailUrl: signed }));
    expect(screen.getByRole('img', { name: 'Prompt 1' })).toHaveAttribute('src', signed);
  });

  it('shows a placeholder saying the image could not be loaded when it breaks', () => {
    renderCard();

    fireEvent.error(screen.getByRole('img', { name: 'Prompt 1' }));

    const placeholder = screen.getByRole('img', { name: 'Image could not be loaded' });
    expect(placeholder).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows the folder, else Default, the date, and offers its actions', async () => {
    const handlers = renderCard(creation(1, { folder: landscapes }));

    expect(screen.getByText('Landscapes')).toBeInTheDocument();
    expect(screen.getByTitle('Saved to Landscapes')).toHaveTextContent('Landscapes');
    expect(screen.getByText('Jan 15, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('img', { name: 'Prompt 1' }));
    await userEvent.click(screen.getByRole('button', { name: /Download$/ }));
    await userEvent.click(screen.getByRole('button', { name: /Move$/ }));
    await userEvent.click(screen.getByRole('button', { name: /Delete$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generation Details' }));

    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
  });

  it('says Default for an image without a folder name', () => {
    renderCard(creation(1, { folder: { id: 'f', name: '', isDefault: true } }));
    expect(screen.getByText('Default')).toBeInTheDocument();
  });

  describe('in select mode', () => {
    it('shows a checkbox in place of the overlay and the tools', () => {
      renderSelectableCard(true);

      expect(screen.getByRole('checkbox', { name: 'Select Prompt 1' })).toBeChecked();
      expect(screen.queryByRole('button', { name: /Download$/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    });

    it('toggles on a click of the checkbox or the image, a range with shift, never opening it', async () => {
      const { onOpen, onToggle } = renderSelectableCard();

      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Prompt 1' }));
      await userEvent.click(screen.getByRole('img', { name: 'Prompt 1' }));
      const user = userEvent.setup();
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('img', { name: 'Prompt 1' }));
      await user.keyboard('{/Shift}');

      expect(onToggle.mock.calls).toEqual([[false], [false], [true]]);
      expect(onOpen).not.toHaveBeenCalled();
    });

    it('toggles with Space on the focused card', async () => {
      const { onOpen, onToggle } = renderSelectableCard();

      await userEvent.tab();
      expect(screen.getByRole('img', { name: 'Prompt 1' })).toHaveFocus();
      await userEvent.keyboard(' ');

      expect(onToggle).toHaveBeenCalledWith(false);
      expect(onOpen).not.toHaveBeenCalled();
    });
  });

  it('offers the tools in its "More actions" menu', async () => {
    const onTool = jest.fn();
    renderCard(creation(1), { onTool });

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Use as source', 'Upscale ×2', 'Upscale ×4', 'Remove background']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Upscale ×4/ }));
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Remove background/ }));

    expect(onTool.mock.calls).toEqual([
      [{ kind: 'upscale', factor: 4 }],
      [{ kind: 'removeBackground' }],
    ]);
  });

  it('offers "Share" after the tools in its "More actions" menu', async () => {
    const onShare = jest.fn();
    renderCard(creation(1), { onTool: jest.fn(), onShare });

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names.at(-1)).toBe('Share');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Share/ }));

    expect(onShare).toHaveBeenCalledTimes(1);
  });
});
