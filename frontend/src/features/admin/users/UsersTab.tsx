import { useMutation } from '@apollo/client/react';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  AdminDeleteUserDocument,
  AdminSetUserAccessLevelDocument,
  type AdminUserFragment,
} from '../../../graphql/generated/admin/graphql';
import { formatCreditCount, formatLongDate } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import { accessLevelOptions, type AdminReference } from '../adminReference';
import { failureToast, successToast } from '../adminToasts';
import { AdminSearch } from '../shared/AdminSearch';
import { PagedAdminTable } from '../shared/PagedAdminTable';
import { GrantCreditsDialog } from './GrantCreditsDialog';
import { UserCreditsDrawer } from './UserCreditsDrawer';
import type { AdminUsers } from './useAdminUsers';

interface UsersTabProps {
  reference: AdminReference;
  users: AdminUsers;
}

/** Every account: change its access level, see its credits, grant credits, delete it. */
export function UsersTab({ reference, users }: UsersTabProps) {
  const toast = useToast();
  const [setLevel] = useMutation(AdminSetUserAccessLevelDocument);
  const [deleteUser] = useMutation(AdminDeleteUserDocument);
  const [busyUserId, setBusyUserId] = useState<string | null>(null);
  const [granting, setGranting] = useState<AdminUserFragment | null>(null);
  const [viewingCredits, setViewingCredits] = useState<AdminUserFragment | null>(null);
  const { setSearch, reload } = users;

  const changeLevel = async (user: AdminUserFragment, accessLevelId: number) => {
    setBusyUserId(user.id);
    try {
      await setLevel({ variables: { userId: user.id, accessLevelId } });
      toast(successToast('User access level has been updated.'));
    } catch (error) {
      toast(failureToast('Could not update user access level', error));
    } finally {
      setBusyUserId(null);
    }
  };

  const remove = async (user: AdminUserFragment) => {
    // The browser's own confirmation.
    if (!window.confirm('Are you sure you want to delete this user?')) return;
    setBusyUserId(user.id);
    try {
      await deleteUser({ variables: { userId: user.id } });
    } catch (error) {
      toast(failureToast('Could not delete the user', error));
      setBusyUserId(null);
      return;
    }
    toast(successToast('The user has been deleted.'));
    setBusyUserId(null);
    await reload();
  };

  return (
    <Card title="Users">
      <Flex vertical gap={16}>
        <AdminSearch
          label="Search users"
          placeholder="Search by name or email"
          style={{ maxWidth: 360 }}
          onSearch={setSearch}
        />
        <PagedAdminTable<AdminUserFragment>
          columns={[
            {
              key: 'id',
              title: 'ID',
              render: (_, user) => (
                <Typography.Text code copyable={{ text: user.id }} style={{ fontSize: 12 }}>
                  {user.id.slice(0, 8)}
                </Typography.Text>
              ),
            },
            { key: 'name', title: 'Name', dataIndex: 'name' },
            { key: 'email', title: 'Email', dataIndex: 'email' },
            {
              key: 'level',
              title: 'Access level',
              render: (_, user) => (
                <Select
                  aria-label={`Access level of ${user.name}`}
                  style={{ width: 170 }}
                  value={user.accessLevelId}
                  options={accessLevelOptions(reference)}
                  disabled={busyUserId === user.id}
                  onChange={(value: number) => void changeLevel(user, value)}
                />
              ),
            },
            {
              key: 'registered',
              title: 'Registered',
              render: (_, user) => formatLongDate(user.createdAt),
            },
            {
              key: 'credits',
              title: 'Credits',
              render: (_, user) =>
                user.isAdmin ? (
                  <Tag color="gold">Unlimited</Tag>
                ) : (
                  formatCreditCount(user.creditBalance)
                ),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, user) => (
                <Flex gap={4}>
                  <Button
                    size="small"
                    aria-label={`View credits of ${user.name}`}
                    onClick={() => setViewingCredits(user)}
                  >
                    Credits
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Grant credits to ${user.name}`}
                    onClick={() => setGranting(user)}
                  >
                    Grant credits
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${user.name}`}
                    disabled={busyUserId === user.id}
                    onClick={() => void remove(user)}
                  >
                    Delete
                  </Button>
                </Flex>
              ),
            },
          ]}
          list={users}
          loadFailedTitle="Could not load the users"
          emptyText="No users found"
          noun="users"
        />
      </Flex>
      <GrantCreditsDialog user={granting} onClose={() => setGranting(null)} />
      <UserCreditsDrawer user={viewingCredits} onClose={() => setViewingCredits(null)} />
    </Card>
  );
}
