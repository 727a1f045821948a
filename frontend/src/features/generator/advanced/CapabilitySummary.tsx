import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ArchitectureSupportQuery } from '../../../graphql/generated/graphql';

type Capability = NonNullable<ArchitectureSupportQuery['architectureCapability']>;

const FEATURES: { key: keyof Capability; label: string }[] = [
  { key: 'supportsLoRA', label: 'LoRA' },
  { key: 'supportsEmbeddings', label: 'Embeddings' },
  { key: 'supportsControlNet', label: 'ControlNet' },
  { key: 'supportsIPAdapter', label: 'IP-Adapter' },
  { key: 'supportsVAE', label: 'VAE' },
  { key: 'supportsHiresFix', label: 'Hires fix' },
  { key: 'supportsFaceRefinement', label: 'Face refinement' },
  { key: 'supportsTransparentBackground', label: 'Transparent background' },
];

interface CapabilitySummaryProps {
  architecture: string | undefined;
  /** Null when none is recorded: then nothing is supported. */
  capability: Capability | null;
}

/** What the base model's architecture supports. */
export function CapabilitySummary({ architecture, capability }: CapabilitySummaryProps) {
  return (
    <div aria-label="Architecture support">
      <Typography.Text type="secondary">
        {architecture ? `${architecture} supports:` : 'Architecture supports:'}
      </Typography.Text>
      <Flex gap={4} wrap style={{ marginTop: 4 }}>
        {FEATURES.map(({ key, label }) => {
          const supported = capability?.[key] === true;
          return (
            <Tag
              key={key}
              color={supported ? 'success' : 'default'}
              icon={supported ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
              aria-label={`${label}: ${supported ? 'supported' : 'not supported'}`}
            >
              {label}
            </Tag>
          );
        })}
      </Flex>
    </div>
  );
}
