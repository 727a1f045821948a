import { CheckSquareOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SM_UP, useMediaQuery } from '../../app/useMediaQuery';
import { LoadWhenNeeded } from '../../lib/LoadWhenNeeded';
import type {
  GalleryCreationFragment,
  GalleryFolderFragment,
} from '../../graphql/generated/graphql';
import { DeferredShareDialog } from '../sharing/deferred';
import type { ShareRequest } from '../sharing/ShareDialog';
import { hasFilters } from './creationFilters';
import {
  DeferredDeleteConfirmDialog,
  DeferredGenerationDetailsPanel,
  DeferredImageViewer,
  DeferredMoveDialog,
  DeferredSelectionBar,
  DeferredToolResultDialog,
} from './deferred';
import { type CreationActions, CreationGrid } from './CreationGrid';
import { GalleryEmpty, GalleryError } from './GalleryMessage';
import { FoldedFilterBar, GalleryFilterBar } from './GalleryFilterBar';
import { type ImageTool, sourceOnDashboardPath } from './imageTools';
import { useCreationPages } from './useCreationPages';
import { type CreationSelection, useCreationSelection } from './useCreationSelection';
import { useDownloadCreation } from './useDownloadCreation';
import type { GalleryFiltersState } from './useGalleryFilters';
import { useImageTools } from './useImageTools';
import { useVaryCreation } from './useVaryCreation';
import { LoadingSpin } from '../../lib/LoadingSpin';

// Its own chunk (with the dialog the dashboard shares): fetched when "Expand…" is chosen.
const ExpandCreationDialog = lazy(() => import('./ExpandCreationDialog'));

interface CreationGalleryProps {
  /** The folder of the tab, or null for all images. */
  folder: GalleryFolderFragment | null;
  folders: readonly GalleryFolderFragment[];
  /** The page's filters: they stay as tabs change. */
  filters: GalleryFiltersState;
}

interface GalleryContentProps {
  pages: ReturnType<typeof useCreationPages>;
  filters: GalleryFiltersState;
  folder: GalleryFolderFragment | null;
  onLoadMore: () => void;
  actions: CreationActions;
  /** The selection while selecting; undefined outside select mode. */
  selection: CreationSelection | undefined;
}

/** The tab's images, or why there are none: loading, failed, nothing (filtered) in the folder. */
function GalleryContent({
  pages,
  filters,
  folder,
  onLoadMore,
  actions,
  selection,
}: GalleryContentProps) {
  let content;
  if (pages.loading) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <LoadingSpin size="large" label="Loading images" />
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
    if (hasFilters(filters.applied)) {
      content = <Empty style={{ padding: '48px 0' }} description="No images match these filters" />;
    } else if (folder) {
      content = (
        <GalleryEmpty
          title="Folder is empty"
          description={`There are no images in the folder "${folder.name}" yet. You can move images here from other folders.`}
        />
      );
    } else {
      content = (
        <GalleryEmpty
          title="No images to display"
          description="You have no saved images in this folder. Generate images from the dashboard and move them here."
        />
      );
    }
  } else {
    content = (
      <CreationGrid
        items={pages.items}
        hasMore={pages.hasMore}
        loadingMore={pages.loadingMore}
        loadMoreFailed={pages.loadMoreFailed}
        onLoadMore={onLoadMore}
        actions={actions}
        selection={selection}
      />
    );
  }
  return content;
}

/**
 * One tab of the gallery: its filters, its images page by page, and what can be done with one —
 * view it full size, see how it was made, download, move or delete it, use it as the dashboard's
 * source or run a tool on it — or, in select mode, with many.
 */
export function CreationGallery({ folder, folders, filters }: CreationGalleryProps) {
  const navigate = useNavigate();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const pages = useCreationPages(folder?.id ?? null, filters.applied, {
    countWanted: viewerIndex !== null,
  });
  const download = useDownloadCreation();
  const tools = useImageTools();
  const varyCreation = useVaryCreation();
  const [detailsOf, setDetailsOf] = useState<GalleryCreationFragment | null>(null);
  const [moving, setMoving] = useState<GalleryCreationFragment | null>(null);
  const [deleting, setDeleting] = useState<GalleryCreationFragment | null>(null);
  const [sharing, setSharing] = useState<ShareRequest | null>(null);
  const [expanding, setExpanding] = useState<GalleryCreationFragment | null>(null);
  const [selecting, setSelecting] = useState(false);
  const selection = useCreationSelection(pages.items);
  // A phone's filters fold behind a button: unfolded they would take half the first screen.
  const phone = !useMediaQuery(SM_UP);

  const { start: startTool } = tools;
  const runTool = useCallback(
    (creation: GalleryCreationFragment, tool: ImageTool) => {
      if (tool.kind === 'useAsSource') {
        void navigate(sourceOnDashboardPath(creation));
        return;
      }
      void startTool(creation, tool);
    },
    [navigate, startTool],
  );

  const actions = useMemo<CreationActions>(
    () => ({
      open: setViewerIndex,
      details: setDetailsOf,
      download: (creation) => void download(creation),
      move: setMoving,
      remove: setDeleting,
      tool: runTool,
      share: (creation) =>
        setSharing({ target: { kind: 'creation', id: creation.id, nsfw: creation.nsfw } }),
      vary: (creation, strength) => varyCreation(creation.id, strength),
      expand: setExpanding,
    }),
    [download, runTool, varyCreation],
  );

  const { loadMore } = pages;
  const onLoadMore = useCallback(() => void loadMore(), [loadMore]);

  // An image deleted from the viewer leaves its place to the next one: the viewer stays open.
  const onDeleted = useCallback((creation: GalleryCreationFragment) => {
    setDeleting(null);
    setDetailsOf((shown) => (shown?.id === creation.id ? null : shown));
  }, []);

  const openCreation = useCallback(
    (id: string) => {
      const index = pages.items.findIndex((item) => item.id === id);
      if (index < 0) return;
      setDetailsOf(null);
      setViewerIndex(index);
    },
    [pages.items],
  );

  const toggleSelecting = () => {
    if (selecting) selection.clear();
    setSelecting(!selecting);
  };

  const content = (
    <GalleryContent
      pages={pages}
      filters={filters}
      folder={folder}
      onLoadMore={onLoadMore}
      actions={actions}
      selection={selecting ? selection : undefined}
    />
  );

  const selectButton = (
    <Button
      icon={<CheckSquareOutlined aria-hidden />}
      type={selecting ? 'primary' : 'default'}
      aria-pressed={selecting}
      onClick={toggleSelecting}
    >
      Select
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      {phone ? (
        <FoldedFilterBar filters={filters}>{selectButton}</FoldedFilterBar>
      ) : (
        <Flex gap={8} wrap justify="space-between" align="center">
          <GalleryFilterBar filters={filters} />
          {selectButton}
        </Flex>
      )}
      {selecting && (
        <Suspense fallback={<LoadingSpin label="Loading selection" />}>
          <DeferredSelectionBar selection={selection} folders={folders} />
        </Suspense>
      )}
      {content}
      <LoadWhenNeeded when={viewerIndex !== null}>
        <DeferredImageViewer
          creations={pages.items}
          index={viewerIndex}
          onIndexChange={setViewerIndex}
          more={pages}
          actions={actions}
        />
      </LoadWhenNeeded>
      <LoadWhenNeeded when={detailsOf !== null}>
        <DeferredGenerationDetailsPanel
          creation={detailsOf}
          onClose={() => setDetailsOf(null)}
          loadedCreations={pages.items}
          onOpenCreation={openCreation}
        />
      </LoadWhenNeeded>
      <LoadWhenNeeded when={moving !== null}>
        <DeferredMoveDialog creation={moving} folders={folders} onClose={() => setMoving(null)} />
      </LoadWhenNeeded>
      <LoadWhenNeeded when={deleting !== null}>
        <DeferredDeleteConfirmDialog
          creation={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={onDeleted}
        />
      </LoadWhenNeeded>
      <LoadWhenNeeded when={sharing !== null}>
        <DeferredShareDialog request={sharing} onClose={() => setSharing(null)} />
      </LoadWhenNeeded>
      {expanding && (
        <Suspense fallback={null}>
          <ExpandCreationDialog creation={expanding} onClose={() => setExpanding(null)} />
        </Suspense>
      )}
      <LoadWhenNeeded when={tools.run !== null}>
        <DeferredToolResultDialog run={tools.run} onClose={tools.close} />
      </LoadWhenNeeded>
    </Flex>
  );
}
