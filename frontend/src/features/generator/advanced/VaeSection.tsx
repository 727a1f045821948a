import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { VaeChoice } from '../generationParameters';
import { AddModelDialog, type AddOnCatalog } from './AddModelDialog';

interface VaeSectionProps {
  vae: VaeChoice | null;
  onChange: (vae: VaeChoice | null) => void;
  catalog: AddOnCatalog;
  architectureId: number | undefined;
}

/** One VAE at most: 'Add VAE' is hidden while one is chosen, which can be removed. */
export function VaeSection({ vae, onChange, catalog, architectureId }: VaeSectionProps) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label="VAE">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          VAE
        </Typography.Title>
        {!vae && (
          <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            Add VAE
          </Button>
        )}
      </Flex>
      {vae ? (
        <Card size="small">
          <Flex justify="space-between" align="center">
            <Typography.Text strong ellipsis>
              {vae.name}
            </Typography.Text>
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove ${vae.name}`}
              onClick={() => onChange(null)}
            />
          </Flex>
        </Card>
      ) : (
        <Typography.Text type="secondary">The model&apos;s own VAE is used.</Typography.Text>
      )}
      <AddModelDialog
        open={adding}
        kind="vae"
        catalog={catalog}
        architectureId={architectureId}
        onAdd={(model) => onChange({ id: model.civitAIR, name: model.name })}
        onClose={() => setAdding(false)}
      />
    </section>
  );
}
