import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Col, Descriptions, Flex, Row, Spin, Switch, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import {
  AdminPlatformSettingsDocument,
  AdminUpdatePlatformSettingsDocument,
  type PlatformSettingsInput,
} from '../../../graphql/generated/admin/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { formatUsd } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import { TiersCard } from './TiersCard';

interface SwitchCardProps {
  title: string;
  label: string;
  description: string;
  saved: boolean;
  saving: boolean;
  onSave: (value: boolean) => Promise<boolean>;
  children?: ReactNode;
}

/** One platform switch with its own Save: the switch changes nothing until saved. */
function SwitchCard({
  title,
  label,
  description,
  saved,
  saving,
  onSave,
  children,
}: SwitchCardProps) {
  const [draft, setDraft] = useState<boolean | null>(null);
  const value = draft ?? saved;
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={16}>
          <div>
            <Typography.Text strong>{label}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{description}</Typography.Text>
          </div>
          <Switch aria-label={label} checked={value} onChange={setDraft} disabled={saving} />
        </Flex>
        {children}
        <Button
          type="primary"
          style={{ alignSelf: 'flex-start' }}
          disabled={saving || value === saved}
          onClick={async () => {
            if (await onSave(value)) setDraft(null);
          }}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Flex>
    </Card>
  );
}

/** Maintenance mode and new registrations (saved), and the tier and credit reference data. */
export function PlatformSettingsCards() {
  const toast = useToast();
  const settings = useQuery(AdminPlatformSettingsDocument, { fetchPolicy: 'network-only' });
  const [update, { loading: saving }] = useMutation(AdminUpdatePlatformSettingsDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: AdminPlatformSettingsDocument,
        data: { adminPlatformSettings: data.adminUpdatePlatformSettings },
      });
    },
  });

  const save = async (input: PlatformSettingsInput): Promise<boolean> => {
    try {
      await update({ variables: { input } });
    } catch (error) {
      toast({ variant: 'error', title: 'Error saving', description: errorMessage(error) });
      return false;
    }
    toast({
      variant: 'success',
      title: 'Settings saved',
      description: 'The platform settings have been updated.',
    });
    return true;
  };

  const data = settings.data?.adminPlatformSettings;
  if (!data) {
    if (settings.error) {
      return (
        <LoadFailedAlert
          title="Could not load the platform settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      );
    }
    return <Spin />;
  }

  return (
    <Flex vertical gap={24}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <SwitchCard
            title="Maintenance"
            label="Maintenance mode"
            description="Pauses new generations for everyone until turned off."
            saved={data.maintenanceMode}
            saving={saving}
            onSave={(maintenanceMode) => save({ maintenanceMode })}
          />
        </Col>
        <Col xs={24} lg={12}>
          <SwitchCard
            title="Registrations"
            label="New registrations"
            description="Lets new users create an account."
            saved={data.registrationsOpen}
            saving={saving}
            onSave={(registrationsOpen) => save({ registrationsOpen })}
          >
            <Typography.Text>
              Default credits for new users: <strong>{data.newUserCredits}</strong>
            </Typography.Text>
          </SwitchCard>
        </Col>
      </Row>
      <TiersCard tiers={data.tiers} />
      <Card title="Credits and storage">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'new', label: 'Default credits for new users', children: data.newUserCredits },
            {
              key: 'perUsd',
              label: 'Credits per USD of provider cost',
              children: data.creditsPerUsd,
            },
            {
              key: 'storage',
              label: 'Storage price',
              children: `${formatUsd(data.storagePriceUsdPerGbMonth)} per GB and month`,
            },
            {
              key: 'grace',
              label: 'Orphan grace period',
              children: `${data.orphanGracePeriodMinutes} minutes`,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
