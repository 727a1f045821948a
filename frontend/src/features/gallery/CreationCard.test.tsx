import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreationCard } from './CreationCard';
import { creation, landscapes } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';

function renderCard(shown = creation(1)) {
  const handlers = {
    onOpen: jest.fn(),
    onDetails: jest.fn(),
    onDownload: jest.fn(),
    onMove: jest.fn(),
    onDelete: jest.fn(),
  };
  renderWithProviders(<CreationCard creation={shown} {...handlers} />);
  return handlers;
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
});
