import { Descriptions } from 'antd';
import type { ShareLinkItemFragment } from '../../graphql/generated/sharing/graphql';
import { shareLinkOptionFacts } from './shareLinkFacts';

/** The options a link has, one per line: expiry, password, download, prompt and settings. */
export function ShareLinkFacts({ link }: { link: ShareLinkItemFragment }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={shareLinkOptionFacts(link).map(({ label, value }) => ({
        key: label,
        label,
        children: value,
      }))}
    />
  );
}
