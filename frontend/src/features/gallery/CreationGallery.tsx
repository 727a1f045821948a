import { Flex, Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type {
  GalleryCreationFragment,
  GalleryFolderFragment,
} from '../../graphql/generated/graphql';
import { type CreationActions, CreationGrid } from './CreationGrid';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { GalleryEmpty, GalleryError } from './GalleryMessage';
import { GenerationDetailsPanel } from './GenerationDetailsPanel';
import { ImageViewer } from './ImageViewer';
import { MoveDialog } from './MoveDialog';
import { useCreationPages } from './useCreationPages';
import { useDownloadCreation } from './useDownloadCreation';

interface CreationGalleryProps {
  /** The folder of the tab, or null for all images. */
  folder: GalleryFolderFragment | null;
  folders: readonly GalleryFolderFragment[];
}

/**
 * One tab of the gallery: its images page by page, and what can be done with one — view it full
 * size, see how it was made, download, move or delete it.
 */
export function CreationGallery({ folder, folders }: CreationGalleryProps) {
  const pages = useCreationPages(folder?.id ?? null);
  const download = useDownloadCreation();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [detailsOf, setDetailsOf] = useState<GalleryCreationFragment | null>(null);
  const [moving, setMoving] = useState<GalleryCreationFragment | null>(null);
  const [deleting, setDeleting] = useState<GalleryCreationFragment | null>(null);

  const actions = useMemo<CreationActions>(
    () => ({
      open: setViewerIndex,
      details: setDetailsOf,
      download: (creation) => void download(creation),
      move: setMoving,
      remove: setDeleting,
    }),
    [download],
  );

  const { loadMore } = pages;
  const onLoadMore = useCallback(() => void loadMore(), [loadMore]);

  const onDeleted = useCallback((creation: GalleryCreationFragment) => {
    setDeleting(null);
    setViewerIndex(null);
    setDetailsOf((shown) => (shown?.id === creation.id ? null : shown));
  }, []);

  let content;
  if (pages.loading) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label="Loading images" />
      </Flex>
    );
  } else if (pages.error) {
    content = (
      <GalleryError
        title="An error occurred while fetching images."
        detail="Failed to fetch creations"
        onRetry={pages.retry}
      />
    );
  } else if (pages.items.length === 0 && !pages.hasMore) {
    content = folder ? (
      <GalleryEmpty
        title="Folder is empty"
        description={`There are no images in the folder "${folder.name}" yet. You can move images here from other folders.`}
      />
    ) : (
      <GalleryEmpty
        title="No images to display"
        description="You have no saved images in this folder. Generate images from the dashboard and move them here."
      />
    );
  } else {
    content = (
      <CreationGrid
        items={pages.items}
        hasMore={pages.hasMore}
        loadingMore={pages.loadingMore}
        loadMoreFailed={pages.loadMoreFailed}
        onLoadMore={onLoadMore}
        actions={actions}
      />
    );
  }

  return (
    <>
      {content}
      <ImageViewer
        creations={pages.items}
        index={viewerIndex !== null && viewerIndex < pages.items.length ? viewerIndex : null}
        onIndexChange={setViewerIndex}
      />
      <GenerationDetailsPanel creation={detailsOf} onClose={() => setDetailsOf(null)} />
      <MoveDialog creation={moving} folders={folders} onClose={() => setMoving(null)} />
      <DeleteConfirmDialog
        creation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
