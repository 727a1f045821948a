import { Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { PickerStatus } from '../catalog/useGeneratorCatalog';
import { clamp, type Range } from '../capabilityLimits';
import { LIMITS } from '../generationParameters';
import { NumberSlider } from '../controls/NumberSlider';
import { ModelPicker, type PickerOption } from '../model-picker/ModelPicker';
import { rememberRecentModel } from '../model-picker/recentModels';
import {
  ADD_ON_KINDS,
  type AddOnKind,
  addOnChoices,
  addOnNote,
  type CatalogModel,
  type NamedCategory,
} from '../modelChoices';

export interface AddOnCatalog {
  models: readonly CatalogModel[];
  categories: readonly NamedCategory[];
  architectureNames: ReadonlyMap<number, string>;
  status: PickerStatus;
  /** Asks again for the lists that failed to load. */
  retry: () => void;
}

interface AddModelDialogProps {
  open: boolean;
  kind: AddOnKind;
  catalog: AddOnCatalog;
  /** The base model's architecture, which the offered models should share. */
  architectureId: number | undefined;
  /** The add-on weight range; none for a VAE, which has no weight. */
  weightRange?: Range;
  onAdd: (model: CatalogModel, weight: number) => void;
  onClose: () => void;
}

/**
 * The add dialog of the LoRA, ControlNet, IP-Adapter and VAE sections: a model picker limited to
 * the kind and the base model's architecture, a weight where relevant, and Add once a model is
 * chosen.
 */
export function AddModelDialog(props: AddModelDialogProps) {
  // Mounted only while open, so every opening starts with nothing chosen.
  return props.open ? <AddModelDialogBody {...props} /> : null;
}

function AddModelDialogBody({
  kind,
  catalog,
  architectureId,
  weightRange,
  onAdd,
  onClose,
}: AddModelDialogProps) {
  const [chosen, setChosen] = useState<CatalogModel | null>(null);
  const [weight, setWeight] = useState<number>(() =>
    weightRange ? clamp(LIMITS.weight.initial, weightRange) : LIMITS.weight.initial,
  );
  const [showIncompatible, setShowIncompatible] = useState(false);
  const { label } = ADD_ON_KINDS[kind];
  const architecture =
    (architectureId !== undefined && catalog.architectureNames.get(architectureId)) ||
    'the selected model';
  const choices = addOnChoices(catalog.models, catalog.categories, kind, architectureId);
  const options: PickerOption[] = [
    ...choices.compatible.map((model) => ({ model })),
    ...(showIncompatible
      ? choices.incompatible.map((model) => ({ model, incompatible: true }))
      : []),
  ];

  return (
    <Modal
      open
      title={`Add ${label}`}
      okText="Add"
      okButtonProps={{ disabled: !chosen }}
      onOk={() => {
        if (!chosen) return;
        rememberRecentModel(kind, chosen.civitAIR);
        onAdd(chosen, weight);
        onClose();
      }}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <ModelPicker
          label={`${label} model`}
          kind={kind}
          options={options}
          architectureNames={catalog.architectureNames}
          value={chosen?.civitAIR}
          onChange={setChosen}
          status={catalog.status}
          onRetry={catalog.retry}
        />
        {catalog.status === 'ready' && (
          <Typography.Text type="secondary">
            {addOnNote(kind, architecture, choices)}
          </Typography.Text>
        )}
        {choices.incompatible.length > 0 && (
          <Checkbox
            checked={showIncompatible}
            onChange={(event) => setShowIncompatible(event.target.checked)}
          >
            Show incompatible models
          </Checkbox>
        )}
        {weightRange && (
          <NumberSlider
            id={`add-${kind}-weight`}
            label="Weight"
            value={weight}
            min={weightRange.min}
            max={weightRange.max}
            step={LIMITS.weight.step}
            onChange={setWeight}
          />
        )}
      </Flex>
    </Modal>
  );
}
