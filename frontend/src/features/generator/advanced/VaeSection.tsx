import { Card, Typography } from 'antd';
import { useState } from 'react';
import type { VaeChoice } from '../generationParameters';
import { AddModelDialog, type AddOnCatalog } from './AddModelDialog';
import { AddOnHeading, ChosenAddOn } from './AddOnSectionParts';

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
      <AddOnHeading title="VAE" addText="Add VAE" onAdd={vae ? undefined : () => setAdding(true)} />
      {vae ? (
        <Card size="small">
          <ChosenAddOn name={vae.name} onRemove={() => onChange(null)} />
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
