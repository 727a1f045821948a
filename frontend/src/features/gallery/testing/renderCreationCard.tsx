import type { ComponentProps } from 'react';
import type { GalleryCreationFragment } from '../../../graphql/generated/graphql';
import { CreationCard } from '../CreationCard';
import { creation } from './galleryFixtures';
import { renderWithProviders } from './renderWithProviders';

type CardProps = ComponentProps<typeof CreationCard>;

/**
 * One creation card with a mock for each of its required handlers, answered so a test can see
 * which ran; `more` adds the optional props (the tools, Share, a selection).
 */
export function renderCreationCard(
  shown: GalleryCreationFragment = creation(1),
  more: Pick<Partial<CardProps>, 'onTool' | 'onShare' | 'onVary' | 'onExpand' | 'selection'> = {},
) {
  const handlers = {
    onOpen: jest.fn(),
    onDetails: jest.fn(),
    onDownload: jest.fn(),
    onMove: jest.fn(),
    onDelete: jest.fn(),
  };
  renderWithProviders(<CreationCard creation={shown} {...handlers} {...more} />);
  return handlers;
}
