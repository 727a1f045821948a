import { ReloadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  AdminDisableShareLinkDocument,
  AdminDisableUserShareLinksDocument,
  type AdminReportedShareLinkFragment,
} from '../../../graphql/generated/admin/graphql';
import { useToast } from '../../../lib/useToast';
import { dateTime } from '../adminFormat';
import { failureToast, successToast } from '../adminToasts';
import { PagedAdminTable } from '../shared/PagedAdminTable';
import { REASON_LABELS, STATE_TAGS } from './shareReportWords';
import { useShareReports } from './useShareReports';

type ReportedLink = AdminReportedShareLinkFragment;

/** The shared page a report is about: its thumbnail when an image, its title, its address. */
function LinkCell({ link }: { link: ReportedLink }) {
  return (
    <Flex gap={8} align="center">
      {link.thumbnailUrl && (
        <img src={link.thumbnailUrl} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />
      )}
      <Flex vertical>
        <Typography.Text>{link.title}</Typography.Text>
        <Typography.Link href={link.url} target="_blank" rel="noopener">
          {link.url}
        </Typography.Link>
      </Flex>
    </Flex>
  );
}

/** Each report of the link: its reason, its note when there is one, and when. */
function ReportList({ link }: { link: ReportedLink }) {
  return (
    <Flex vertical gap={6} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {link.reports.map((report) => (
        <li key={report.id}>
          <Tag>{REASON_LABELS[report.reason]}</Tag>
          <Typography.Text type="secondary">{dateTime(report.createdAt)}</Typography.Text>
          {report.note && (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {report.note}
            </Typography.Paragraph>
          )}
        </li>
      ))}
    </Flex>
  );
}

/**
 * "Reports": the share links viewers reported, each with its owner, reports and count. An
 * administrator disables a link, or every link of its owner; the owner is told by mail.
 */
export function ShareReportsSection() {
  const toast = useToast();
  const list = useShareReports();
  const [disableLink] = useMutation(AdminDisableShareLinkDocument);
  const [disableUserLinks] = useMutation(AdminDisableUserShareLinksDocument);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (key: string, action: () => Promise<string>, failure: string) => {
    setBusy(key);
    try {
      toast(successToast(await action()));
    } catch (error) {
      toast(failureToast(failure, error));
    } finally {
      setBusy(null);
    }
    await list.reload();
  };

  const disable = (link: ReportedLink) =>
    act(
      link.id,
      async () => {
        await disableLink({ variables: { id: link.id } });
        return `The link has been disabled and ${link.ownerName} has been told.`;
      },
      'Could not disable the link',
    );

  const disableAll = (link: ReportedLink) =>
    act(
      link.ownerId,
      async () => {
        const { data } = await disableUserLinks({ variables: { userId: link.ownerId } });
        const count = data?.adminDisableUserShareLinks ?? 0;
        return `${count} link${count === 1 ? '' : 's'} of ${link.ownerName} disabled.`;
      },
      'Could not disable the links',
    );

  return (
    <Card
      title="Reports"
      extra={
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={list.loading}
          onClick={() => void list.reload()}
        >
          Refresh
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <PagedAdminTable<ReportedLink>
          columns={[
            { key: 'link', title: 'Link', render: (_, link) => <LinkCell link={link} /> },
            {
              key: 'owner',
              title: 'Owner',
              render: (_, link) => (
                <Flex vertical>
                  <Typography.Text>{link.ownerName}</Typography.Text>
                  <Typography.Text type="secondary">{link.ownerEmail}</Typography.Text>
                </Flex>
              ),
            },
            { key: 'count', title: 'Reports', dataIndex: 'reportCount' },
            {
              key: 'reports',
              title: 'Reason and note',
              render: (_, link) => <ReportList link={link} />,
            },
            {
              key: 'last',
              title: 'Last reported',
              render: (_, link) => dateTime(link.lastReportedAt),
            },
            {
              key: 'state',
              title: 'State',
              render: (_, link) => (
                <Tag color={STATE_TAGS[link.state].color}>{STATE_TAGS[link.state].label}</Tag>
              ),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, link) => (
                <Flex gap={4} wrap>
                  <Popconfirm
                    title="Disable this link?"
                    description="It stops working at once; its owner is told by mail."
                    okText="Disable"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => disable(link)}
                  >
                    <Button
                      size="small"
                      danger
                      aria-label={`Disable link ${link.url}`}
                      disabled={link.state !== 'live' || busy === link.id}
                    >
                      Disable link
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={`Disable every link of ${link.ownerName}?`}
                    description="All their shared pages stop working at once; they are told by mail."
                    okText="Disable all"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => disableAll(link)}
                  >
                    <Button
                      size="small"
                      danger
                      aria-label={`Disable all links of ${link.ownerName}`}
                      disabled={busy === link.ownerId}
                    >
                      Disable all links of user
                    </Button>
                  </Popconfirm>
                </Flex>
              ),
            },
          ]}
          list={list}
          loadFailedTitle="Could not load the reports"
          emptyText="No reports"
          noun="reported links"
        />
      </Flex>
    </Card>
  );
}
