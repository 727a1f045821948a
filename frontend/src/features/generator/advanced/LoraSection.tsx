import { Alert, Button, Flex, Typography } from 'antd';
import type { ExtraModel } from '../generationParameters';
import type { CatalogModel } from '../modelChoices';
import type { ParametersAction } from '../state/parametersReducer';
import type { Range } from '../capabilityLimits';
import type { AddOnCatalog } from './AddModelDialog';
import { ExtraModelSection } from './ExtraModelSection';

interface LoraSectionProps {
  loras: readonly ExtraModel[];
  dispatch: (action: ParametersAction) => void;
  catalog: AddOnCatalog;
  architectureId: number | undefined;
  weightRange: Range;
  onTriggerWord: (word: string) => void;
}

export const ARCHITECTURE_MISMATCH =
  'Architecture mismatch: This LoRA may not be compatible with the selected base model';

/** LoRAs with weights, the mismatch warning and clickable trigger words. */
export function LoraSection({
  loras,
  dispatch,
  catalog,
  architectureId,
  weightRange,
  onTriggerWord,
}: LoraSectionProps) {
  const byAir = new Map<string, CatalogModel>(
    catalog.models.map((model) => [model.civitAIR, model]),
  );
  return (
    <ExtraModelSection
      kind="lora"
      items={loras}
      catalog={catalog}
      architectureId={architectureId}
      weightRange={weightRange}
      onAdd={(item) => dispatch({ type: 'addExtra', list: 'loras', item })}
      onWeight={(index, weight) =>
        dispatch({ type: 'updateExtra', list: 'loras', index, changes: { weight } })
      }
      onRemove={(index) => dispatch({ type: 'removeExtra', list: 'loras', index })}
      renderDetails={(lora) => {
        const model = byAir.get(lora.id);
        const loraArchitecture = lora.architectureId ?? model?.architectureId;
        const mismatch =
          loraArchitecture != null &&
          architectureId !== undefined &&
          loraArchitecture !== architectureId;
        const words = model?.triggerWords ?? [];
        return (
          <Flex vertical gap={6}>
            {mismatch && <Alert type="warning" showIcon title={ARCHITECTURE_MISMATCH} />}
            {words.length > 0 && (
              <Flex gap={4} wrap align="center">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Trigger words:
                </Typography.Text>
                {words.map((word) => (
                  <Button
                    key={word}
                    size="small"
                    type="dashed"
                    aria-label={`Add trigger word ${word} to the prompt`}
                    onClick={() => onTriggerWord(word)}
                  >
                    {word}
                  </Button>
                ))}
              </Flex>
            )}
          </Flex>
        );
      }}
    />
  );
}
