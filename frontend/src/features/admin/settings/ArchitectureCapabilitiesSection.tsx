import { useQuery } from '@apollo/client/react';
import { Card, Empty, Form, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { AdminArchitectureCapabilityDocument } from '../../../graphql/generated/admin/graphql';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { type AdminReference, architectureName } from '../adminReference';
import { ArchitectureCapabilityForm } from './ArchitectureCapabilityForm';

const ARCHITECTURE_SELECT_ID = 'architecture-capabilities-architecture';

interface ArchitectureSelectProps {
  architectures: AdminReference['architectures'];
  value: number | undefined;
  onChange: (architectureId: number) => void;
}

/** The architectures by name, each with its provider code beside it when it has one. */
function ArchitectureSelect({ architectures, value, onChange }: ArchitectureSelectProps) {
  const options = architectures.map((architecture) => ({
    value: architecture.id,
    title: architecture.architecture,
    label: (
      <Space size={8}>
        {architecture.architecture}
        {architecture.code && (
          <Typography.Text type="secondary">{architecture.code}</Typography.Text>
        )}
      </Space>
    ),
  }));
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Architecture" htmlFor={ARCHITECTURE_SELECT_ID} style={{ maxWidth: 360 }}>
        <Select
          id={ARCHITECTURE_SELECT_ID}
          placeholder="Choose an architecture"
          value={value}
          onChange={onChange}
          options={options}
        />
      </Form.Item>
    </Form>
  );
}

/** One architecture's capability, loaded fresh each time it is chosen. */
function ArchitectureCapabilityPanel({
  architectureId,
  name,
}: {
  architectureId: number;
  name: string;
}) {
  const query = useQuery(AdminArchitectureCapabilityDocument, {
    variables: { architectureId },
    fetchPolicy: 'network-only',
  });

  if (!query.data && query.error) {
    return (
      <LoadFailedAlert
        title="Could not load the capabilities"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Spin />;
  const capability = query.data.architectureCapability;
  if (!capability) return <Empty description="No capabilities recorded for this architecture" />;
  return <ArchitectureCapabilityForm capability={capability} architectureName={name} />;
}

/** What each architecture accepts, edited one architecture at a time. */
export function ArchitectureCapabilitiesSection({ reference }: { reference: AdminReference }) {
  const [architectureId, setArchitectureId] = useState<number>();

  return (
    <Card title="Architecture capabilities">
      <Typography.Paragraph type="secondary">
        What generations on each architecture may ask. The server refuses anything outside these
        limits before charging; the dashboard&apos;s controls follow them.
      </Typography.Paragraph>
      <ArchitectureSelect
        architectures={reference.architectures}
        value={architectureId}
        onChange={setArchitectureId}
      />
      {architectureId !== undefined && (
        // Keyed, so another architecture starts from its own load and a fresh form.
        <ArchitectureCapabilityPanel
          key={architectureId}
          architectureId={architectureId}
          name={architectureName(reference, architectureId) ?? ''}
        />
      )}
    </Card>
  );
}
