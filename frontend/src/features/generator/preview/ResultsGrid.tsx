import { Grid } from 'antd';
import { type GeneratedImage, gridColumns } from '../generatedImages';
import { type ImageActions, ImageCard } from './ImageCard';

interface ResultsGridProps extends ImageActions {
  images: readonly GeneratedImage[];
}

/** The results in 1 to 3 columns (one column on small screens). */
export function ResultsGrid({ images, ...actions }: ResultsGridProps) {
  const screens = Grid.useBreakpoint();
  const columns = screens.md === false ? 1 : gridColumns(images.length);
  return (
    <div
      role="list"
      aria-label="Generated images"
      data-columns={columns}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: 12,
      }}
    >
      {images.map((image, index) => (
        <div role="listitem" key={image.id}>
          <ImageCard image={image} index={index} {...actions} />
        </div>
      ))}
    </div>
  );
}
