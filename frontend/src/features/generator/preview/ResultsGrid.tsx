import { Grid } from 'antd';
import { type GeneratedImage, gridColumns } from '../generatedImages';
import { type ImageActions, ImageCard } from './ImageCard';

interface ResultsGridProps extends ImageActions {
  images: readonly GeneratedImage[];
  /** The list's name, and each figure's before its number. */
  listLabel?: string;
  itemLabel?: string;
  /** Where these images start in the viewer's list (tool results follow the generated ones). */
  viewerOffset?: number;
}

/** The results in 1 to 3 columns (one column on small screens). */
export function ResultsGrid({
  images,
  listLabel = 'Generated images',
  itemLabel = 'Generated image',
  viewerOffset = 0,
  onView,
  ...actions
}: ResultsGridProps) {
  const screens = Grid.useBreakpoint();
  const columns = screens.md === false ? 1 : gridColumns(images.length);
  return (
    <div
      role="list"
      aria-label={listLabel}
      data-columns={columns}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: 12,
      }}
    >
      {images.map((image, index) => (
        <div role="listitem" key={image.id}>
          <ImageCard
            image={image}
            index={viewerOffset + index}
            label={`${itemLabel} ${index + 1}`}
            onView={onView}
            {...actions}
          />
        </div>
      ))}
    </div>
  );
}
