import { Card, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Range } from '../capabilityLimits';
import { NumberSlider } from '../controls/NumberSlider';
import { type ExtraModel, LIMITS } from '../generationParameters';
import { ADD_ON_KINDS, type AddOnKind } from '../modelChoices';
import { AddModelDialog, type AddOnCatalog } from './AddModelDialog';
import { AddOnHeading, ChosenAddOn } from './AddOnSectionParts';

interface ExtraModelSectionProps<T extends ExtraModel> {
  kind: Exclude<AddOnKind, 'vae'>;
  items: readonly T[];
  catalog: AddOnCatalog;
  architectureId: number | undefined;
  /** The architecture's add-on weight range. */
  weightRange: Range;
  onAdd: (item: ExtraModel) => void;
  onWeight: (index: number, weight: number) => void;
  onRemove: (index: number) => void;
  /** What else an item shows: a warning, trigger words, guide image... */
  renderDetails?: (item: T, index: number) => ReactNode;
}

/** A list of weighted add-on models (LoRA, ControlNet, IP-Adapter) with its add dialog. */
export function ExtraModelSection<T extends ExtraModel>({
  kind,
  items,
  catalog,
  architectureId,
  weightRange,
  onAdd,
  onWeight,
  onRemove,
  renderDetails,
}: ExtraModelSectionProps<T>) {
  const [adding, setAdding] = useState(false);
  const { label } = ADD_ON_KINDS[kind];
  const plural = `${label}s`;

  return (
    <section aria-label={plural}>
      <AddOnHeading title={plural} addText={`Add ${label}`} onAdd={() => setAdding(true)} />
      {items.length === 0 ? (
        <Typography.Text type="secondary">No {plural} added.</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {items.map((item, index) => (
            <Card size="small" key={`${item.id}-${index}`}>
              <ChosenAddOn name={item.name} onRemove={() => onRemove(index)} />
              <NumberSlider
                id={`${kind}-${index}-weight`}
                label={`${item.name} weight`}
                value={item.weight}
                min={weightRange.min}
                max={weightRange.max}
                step={LIMITS.weight.step}
                onChange={(weight) => onWeight(index, weight)}
              />
              {renderDetails?.(item, index)}
            </Card>
          ))}
        </Flex>
      )}
      <AddModelDialog
        open={adding}
        kind={kind}
        catalog={catalog}
        architectureId={architectureId}
        weightRange={weightRange}
        onAdd={(model, weight) =>
          onAdd({
            id: model.civitAIR,
            name: model.name,
            weight,
            architectureId: model.architectureId,
          })
        }
        onClose={() => setAdding(false)}
      />
    </section>
  );
}
