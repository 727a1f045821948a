import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { GalleryFolderFragment } from '../../graphql/generated/graphql';

/** The key of the "All images" tab; a folder's tab has the folder's id. */
export const ALL_IMAGES_TAB = 'all';

interface FolderTabsProps {
  folders: readonly GalleryFolderFragment[];
  activeKey: string;
  onChange: (key: string) => void;
  /** "Share folder" beside the tabs while a folder's tab is open. */
  onShareFolder: (folder: GalleryFolderFragment) => void;
  /** The active tab's content. */
  children: ReactNode;
}

/**
 * "All images" and one tab per folder; only the active tab's content is built. Beside the tabs,
 * while a folder's tab is open: "Share folder".
 */
export function FolderTabs({
  folders,
  activeKey,
  onChange,
  onShareFolder,
  children,
}: FolderTabsProps) {
  const tabs = [
    { key: ALL_IMAGES_TAB, label: 'All images' },
    ...folders.map((folder) => ({ key: folder.id, label: folder.name })),
  ];
  const activeFolder = folders.find((folder) => folder.id === activeKey);
  return (
    <Tabs
      activeKey={activeKey}
      onChange={onChange}
      tabBarExtraContent={
        activeFolder && (
          <Button
            icon={<ShareAltOutlined aria-hidden />}
            aria-label={`Share folder ${activeFolder.name}`}
            onClick={() => onShareFolder(activeFolder)}
          >
            Share folder
          </Button>
        )
      }
      items={tabs.map((tab) => ({
        ...tab,
        children: tab.key === activeKey ? children : null,
      }))}
    />
  );
}
