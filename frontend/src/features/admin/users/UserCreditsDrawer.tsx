import { Drawer, Tabs } from 'antd';
import { useState } from 'react';
import type { AdminUserFragment } from '../../../graphql/generated/admin/graphql';
import { UserLedgerTable } from './UserLedgerTable';
import { UserPurchasesTable } from './UserPurchasesTable';

interface UserCreditsDrawerProps {
  /** Whose credits to show; null keeps the drawer closed. */
  user: AdminUserFragment | null;
  onClose: () => void;
}

/** "Credits: {name}": a user's ledger and purchases, with refunds. */
export function UserCreditsDrawer({ user, onClose }: UserCreditsDrawerProps) {
  // Keeps the last user's name in the title while the drawer slides shut.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      title={shown ? `Credits: ${shown.name}` : 'Credits'}
      size="min(820px, 100vw)"
      destroyOnHidden
    >
      {shown && (
        <Tabs
          defaultActiveKey="ledger"
          items={[
            { key: 'ledger', label: 'Ledger', children: <UserLedgerTable userId={shown.id} /> },
            {
              key: 'purchases',
              label: 'Purchases',
              children: <UserPurchasesTable userId={shown.id} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
