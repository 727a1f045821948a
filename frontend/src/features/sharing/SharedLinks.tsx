import { useQuery } from '@apollo/client/react';
import { Empty, Flex, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { MyShareLinksDocument } from '../../graphql/generated/sharing/graphql';
import { BorderedList } from '../../lib/BorderedList';
import { LoadFailedAlert } from '../../lib/LoadFailedAlert';
import { LoadWhenNeeded } from '../../lib/LoadWhenNeeded';
import { DeferredShareDialog } from './deferred';
import type { ShareRequest } from './ShareDialog';
import { SharedLinkRow } from './SharedLinkRow';
import { LoadingSpin } from '../../lib/LoadingSpin';

/** Links on one page of the list; the server sends them all, newest first. */
export const SHARED_LINKS_PAGE_SIZE = 10;

/**
 * The gallery's "Shared links": every link of the user that is not revoked (expired ones too),
 * with its views, a page of ten at a time; each can be edited or revoked. Asked anew each time
 * it shows, so the views are current and links of deleted images are gone.
 */
export function SharedLinks() {
  const { data, error, refetch } = useQuery(MyShareLinksDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ShareRequest | null>(null);

  if (!data) {
    if (error) {
      return (
        <LoadFailedAlert
          title="Could not load your shared links"
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <LoadingSpin size="large" label="Loading shared links" />
      </Flex>
    );
  }

  const links = data.myShareLinks;
  if (links.length === 0) {
    return (
      <Empty
        style={{ padding: '48px 0' }}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>No shared links yet</Typography.Text>
            <Typography.Text type="secondary">
              Share an image from its menu, or a folder from its tab: its link shows here.
            </Typography.Text>
          </Flex>
        }
      />
    );
  }

  // A revoked link may empty the last page: the one before it shows then.
  const lastPage = Math.ceil(links.length / SHARED_LINKS_PAGE_SIZE);
  const current = Math.min(page, lastPage);
  const shown = links.slice(
    (current - 1) * SHARED_LINKS_PAGE_SIZE,
    current * SHARED_LINKS_PAGE_SIZE,
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Anyone with one of these links can open what it shows. Revoke a link to stop it at once.
      </Typography.Paragraph>
      <BorderedList
        label="Your shared links"
        items={shown}
        renderItem={(link) => <SharedLinkRow link={link} onEdit={() => setEditing({ link })} />}
      />
      <Pagination
        align="center"
        current={current}
        pageSize={SHARED_LINKS_PAGE_SIZE}
        total={links.length}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPage}
      />
      <LoadWhenNeeded when={editing !== null}>
        <DeferredShareDialog request={editing} onClose={() => setEditing(null)} />
      </LoadWhenNeeded>
    </Flex>
  );
}
