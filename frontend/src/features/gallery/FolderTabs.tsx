import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { GalleryFolderFragment } from '../../graphql/generated/graphql';

/** The key of the "All images" tab; a folder's tab has the folder's id. */
export const ALL_IMAGES_TAB = 'all';

interface FolderTabsProps {
  folders: readonly GalleryFolderFragment[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The active tab's content. */
  children: ReactNode;
}

/** "All images" and one tab per folder; only the active tab's content is built. */
export function FolderTabs({ folders, activeKey, onChange, children }: FolderTabsProps) {
  const tabs = [
    { key: ALL_IMAGES_TAB, label: 'All images' },
    ...folders.map((folder) => ({ key: folder.id, label: folder.name })),
  ];
  return (
    <Tabs
      activeKey={activeKey}
      onChange={onChange}
      items={tabs.map((tab) => ({
        ...tab,
        children: tab.key === activeKey ? children : null,
      }))}
    />
  );
}
