import {
  FolderAddOutlined,
  FolderOpenOutlined,
  ShareAltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { PageSpinner } from '../app/PageSpinner';
import { useSession } from '../features/account/session';
import { CreationGallery } from '../features/gallery/CreationGallery';
import {
  DeferredCreateFolderDialog,
  DeferredManageFoldersDialog,
} from '../features/gallery/deferred';
import { ALL_IMAGES_TAB, FolderTabs } from '../features/gallery/FolderTabs';
import { GalleryError } from '../features/gallery/GalleryMessage';
import { useGalleryFilters } from '../features/gallery/useGalleryFilters';
import { useGalleryFolders } from '../features/gallery/useGalleryFolders';
import { DeferredShareDialog } from '../features/sharing/deferred';
import { SharedLinksPanel } from '../features/sharing/SharedLinksPanel';
import type { ShareRequest } from '../features/sharing/ShareDialog';
import { LoadWhenNeeded } from '../lib/LoadWhenNeeded';
import { usePageTitle } from '../lib/usePageTitle';
import { LoadingSpin } from '../lib/LoadingSpin';

// Its own chunk, fetched when "References" is clicked (the dashboard's picker loads the same one).
const ManageReferencesDialog = lazy(() => import('../features/references/ManageReferencesDialog'));

export default function GalleryPage() {
  usePageTitle('Images');
  const { user } = useSession();
  if (!user) return <PageSpinner />;
  return <Gallery />;
}

function Gallery() {
  const { folders, loading, error, refetch } = useGalleryFolders();
  const [selectedTab, setSelectedTab] = useState(ALL_IMAGES_TAB);
  const [managing, setManaging] = useState(false);
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<ShareRequest | null>(null);
  const [showingLinks, setShowingLinks] = useState(false);
  const [managingReferences, setManagingReferences] = useState(false);
  const linksId = useId();
  const filters = useGalleryFilters();

  // A folder deleted while its tab was open leaves "All images" showing.
  const folder = folders?.find((candidate) => candidate.id === selectedTab) ?? null;
  const activeTab = folder ? folder.id : ALL_IMAGES_TAB;

  let content;
  if (loading) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <LoadingSpin size="large" label="Loading folders" />
      </Flex>
    );
  } else if (error || !folders) {
    content = (
      <GalleryError
        title="An error occurred while fetching folders."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else {
    content = (
      <FolderTabs
        folders={folders}
        activeKey={activeTab}
        onChange={setSelectedTab}
        onShareFolder={({ id, name }) => setSharing({ target: { kind: 'folder', id, name } })}
      >
        {/* Keyed by tab: another tab starts again at its first page. */}
        <CreationGallery key={activeTab} folder={folder} folders={folders} filters={filters} />
      </FolderTabs>
    );
  }

  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: 'clamp(24px, 5vw, 48px) 16px' }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 4 }}>
            Images
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Manage and organize your created images in folders
          </Typography.Paragraph>
        </div>
        <Flex gap={8} wrap>
          <Button
            icon={<ShareAltOutlined aria-hidden />}
            aria-expanded={showingLinks}
            aria-controls={linksId}
            onClick={() => setShowingLinks((shown) => !shown)}
          >
            Shared links
          </Button>
          <Button
            icon={<UserOutlined aria-hidden />}
            title="Your saved characters and styles: rename or delete them"
            onClick={() => setManagingReferences(true)}
          >
            References
          </Button>
          <Button icon={<FolderOpenOutlined aria-hidden />} onClick={() => setManaging(true)}>
            Manage folders
          </Button>
          <Button
            type="primary"
            icon={<FolderAddOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Create new folder
          </Button>
        </Flex>
      </Flex>
      <SharedLinksPanel id={linksId} open={showingLinks} />
      {content}
      <LoadWhenNeeded when={managing}>
        <DeferredManageFoldersDialog open={managing} onClose={() => setManaging(false)} />
      </LoadWhenNeeded>
      <LoadWhenNeeded when={creating}>
        <DeferredCreateFolderDialog open={creating} onClose={() => setCreating(false)} />
      </LoadWhenNeeded>
      {managingReferences && (
        <Suspense fallback={null}>
          <ManageReferencesDialog onClose={() => setManagingReferences(false)} />
        </Suspense>
      )}
      <LoadWhenNeeded when={sharing !== null}>
        <DeferredShareDialog request={sharing} onClose={() => setSharing(null)} />
      </LoadWhenNeeded>
    </div>
  );
}
