import { Flex } from 'antd';
import { useState } from 'react';
import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';

type GeneratedImage = GenerationHistoryEntryFragment['images'][number];

const THUMBNAIL_SIZE = 64;

/**
 * Small pictures of a generation's images, each opening the full image. The provider's URLs do
 * not last forever: an image that no longer loads is hidden rather than shown broken.
 */
export function GenerationThumbnails({ images, alt }: { images: GeneratedImage[]; alt: string }) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const shown = images.filter((image) => !broken.has(image.imageURL));
  if (shown.length === 0) return null;

  return (
    <Flex wrap gap={8}>
      {shown.map((image, index) => (
        <a
          key={image.imageUUID ?? image.imageURL}
          href={image.imageURL}
          target="_blank"
          rel="noreferrer"
        >
          <img
            src={image.imageURL}
            alt={`${alt} (image ${index + 1})`}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
            onError={() => setBroken((current) => new Set(current).add(image.imageURL))}
          />
        </a>
      ))}
    </Flex>
  );
}
