import { EditOutlined, FolderOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import type { ShareLinkItemFragment } from '../../graphql/generated/sharing/graphql';
import { CopyField } from '../../lib/CopyField';
import { resolveImageUrl } from '../gallery/imageUrl';
import { RevokeShareLinkButton } from './RevokeShareLinkButton';
import {
  hasExpired,
  type ShareLinkFact,
  shareLinkOptionFacts,
  shareLinkUseFacts,
  sharedPhrase,
  sharedTitle,
} from './shareLinkFacts';

const PREVIEW_SIZE = 64;

/** Facts on one line: "Expires: Never · Password: No · …". */
function FactLine({ facts }: { facts: readonly ShareLinkFact[] }) {
  return (
    <Typography.Text type="secondary">
      {facts.map(({ label, value }) => `${label}: ${value}`).join(' · ')}
    </Typography.Text>
  );
}

/** What the link shows, small: the image's thumbnail, or a folder. */
function SharedPreview({ link }: { link: ShareLinkItemFragment }) {
  const { token } = theme.useToken();
  const box = {
    width: PREVIEW_SIZE,
    height: PREVIEW_SIZE,
    flex: 'none',
    borderRadius: token.borderRadius,
    background: token.colorFillTertiary,
  };
  if (link.thumbnailUrl) {
    return (
      <img
        src={resolveImageUrl(link.thumbnailUrl)}
        alt="Shared image"
        loading="lazy"
        style={{ ...box, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Flex align="center" justify="center" style={{ ...box, fontSize: 28 }}>
      <FolderOutlined aria-hidden />
    </Flex>
  );
}

interface SharedLinkRowProps {
  link: ShareLinkItemFragment;
  onEdit: () => void;
}

/** One of the user's links: what it shows, the link to copy, its options and use, Edit, Revoke. */
export function SharedLinkRow({ link, onEdit }: SharedLinkRowProps) {
  const phrase = sharedPhrase(link);
  return (
    <Flex gap={12} align="flex-start" wrap>
      <SharedPreview link={link} />
      <Flex vertical gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{sharedTitle(link)}</Typography.Text>
          {link.kind === 'folder' && <Tag>Folder</Tag>}
          {hasExpired(link) && <Tag color="error">Expired</Tag>}
        </Flex>
        <CopyField
          label="Link"
          value={link.url}
          copyFailedHint="Select the link and copy it yourself."
        />
        <FactLine facts={shareLinkOptionFacts(link)} />
        <FactLine facts={shareLinkUseFacts(link)} />
      </Flex>
      <Flex gap={8}>
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={`Edit the link to ${phrase}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <RevokeShareLinkButton link={link} name={phrase} />
      </Flex>
    </Flex>
  );
}
