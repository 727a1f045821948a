import { ThunderboltOutlined } from '@ant-design/icons';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { type Dispatch, type SetStateAction, useId, useMemo, useState } from 'react';
import {
  ArchitectureSupportDocument,
  GeneratorBaseModelsDocument,
} from '../../../graphql/generated/graphql';
import { formatCredits } from '../../../lib/format';
import { modelDisplayName } from '../../../lib/modelDisplayName';
import {
  type ExpandRequest,
  type ExpandSource,
  expandInput,
  promptTooShort,
} from './expandRequest';
import { ExpandFrame } from './ExpandFrame';
import {
  EXTENSION_PRESETS,
  type Extension,
  extendedSize,
  extensionRefusal,
  formatSize,
  NO_EXTENSION,
  NOTHING_EXTENDED,
  OUTPAINT_MAX_SIDE,
  OUTPAINT_STEP,
  SIDE_LABELS,
  SIDES,
  snapSide,
  withPreset,
} from './outpaintSize';
import { useExpandEstimate } from './useExpandEstimate';
import { PROMPT_MAX_LENGTH } from '../../../graphql/generated/limits';

interface ExpandDialogProps {
  source: ExpandSource;
  onClose: () => void;
  /** Runs the expansion (the dialog closes as it is handed on). */
  onGenerate: (request: ExpandRequest) => void;
}

/** A typed number; 0 for an empty or unreadable field. */
function numberOf(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/** How softly the new area meets the old: the server takes 0 to 32. */
const MAX_BLUR = 32;

/** Each side's extension, typed (snapped to the step when the field is left). */
function SideInputs({
  ids,
  extension,
  onChange,
}: {
  /** The dialog's id prefix. */
  ids: string;
  extension: Extension;
  onChange: Dispatch<SetStateAction<Extension>>;
}) {
  return (
    <Flex gap={8} wrap>
      {SIDES.map((side) => (
        <Flex key={side} vertical gap={2} style={{ flex: '1 1 100px' }}>
          <label htmlFor={`${ids}-${side}`}>{SIDE_LABELS[side]}</label>
          <Input
            id={`${ids}-${side}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={OUTPAINT_MAX_SIDE}
            step={OUTPAINT_STEP}
            value={String(extension[side])}
            suffix="px"
            onChange={(event) =>
              onChange((current) => ({ ...current, [side]: numberOf(event.target.value) }))
            }
            onBlur={() => onChange((current) => ({ ...current, [side]: snapSide(current[side]) }))}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * "Expand canvas": extends an image past its edges (outpainting). The image is shown inside the
 * extended frame; each side is typed (steps of 64 px), dragged or picked from a preset; the prompt
 * starts as the image's. The image's model must be of an architecture that supports outpainting
 * (its capability says so), and the extended size within its largest side: both are said before
 * anything is sent. Generate carries the server's estimate and hands the request on.
 */
export default function ExpandDialog({ source, onClose, onGenerate }: ExpandDialogProps) {
  const ids = useId();
  const [extension, setExtension] = useState<Extension>(NO_EXTENSION);
  const [prompt, setPrompt] = useState(source.prompt);
  const [blur, setBlur] = useState(8);

  const base = useQuery(GeneratorBaseModelsDocument);
  const model = base.data?.baseModels.find((entry) => entry.civitAIR === source.model);
  const architectureId = model?.architectureId;
  const support = useQuery(
    ArchitectureSupportDocument,
    architectureId == null ? skipToken : { variables: { architectureId } },
  );
  const capability = support.data?.architectureCapability ?? null;
  const outpaintSupported = capability?.supportsOutpaint === true;

  const size = extendedSize(source, extension);
  const refusal = extensionRefusal(source, extension, capability?.maxDimension ?? null);
  const ready = outpaintSupported && !refusal && !promptTooShort(prompt);
  const input = useMemo(
    () =>
      ready
        ? expandInput(source, {
            prompt,
            extension,
            blur,
            negativePromptSupported: capability?.supportsNegativePrompt !== false,
          })
        : null,
    [ready, source, prompt, extension, blur, capability?.supportsNegativePrompt],
  );
  const estimate = useExpandEstimate(input);

  let modelNote: string | null = null;
  if (base.loading || (model && support.loading)) modelNote = null;
  else if (!model)
    modelNote =
      'The model this image was made with is no longer available, so it cannot be expanded.';
  else if (capability && !outpaintSupported)
    modelNote = `${modelDisplayName(model)} cannot expand a canvas: its architecture does not support outpainting. Expand an image made with a model that does (such as SDXL).`;

  const generate = () => {
    if (!input) return;
    onGenerate({ input, source });
    onClose();
  };

  return (
    <Modal
      open
      title="Expand canvas"
      onCancel={onClose}
      width="min(96vw, 560px)"
      destroyOnHidden
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            icon={<ThunderboltOutlined aria-hidden />}
            disabled={!input || estimate?.affordable === false}
            onClick={generate}
          >
            {estimate ? `Generate · ~${formatCredits(estimate.credits)} credits` : 'Generate'}
          </Button>
        </>
      }
    >
      <Flex vertical gap={12}>
        <ExpandFrame image={source} extension={extension} onChange={setExtension} />
        <Flex gap={8} wrap justify="space-between" align="center">
          <Typography.Text>
            {formatSize(source)} → <strong data-testid="expand-size">{formatSize(size)}</strong>
          </Typography.Text>
          <Button size="small" onClick={() => setExtension(NO_EXTENSION)}>
            Reset
          </Button>
        </Flex>
        <Flex gap={8} wrap role="group" aria-label="Extend by">
          {EXTENSION_PRESETS.map((preset) => (
            <Button
              key={preset.label}
              size="small"
              onClick={() => setExtension((current) => withPreset(current, preset))}
            >
              {preset.label}
            </Button>
          ))}
        </Flex>
        <SideInputs ids={ids} extension={extension} onChange={setExtension} />
        <Flex vertical gap={2}>
          <label htmlFor={`${ids}-blur`}>Seam blur</label>
          <Input
            id={`${ids}-blur`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BLUR}
            value={String(blur)}
            suffix="px"
            style={{ width: 140 }}
            onChange={(event) =>
              setBlur(Math.min(MAX_BLUR, Math.max(0, Math.round(numberOf(event.target.value)))))
            }
          />
        </Flex>
        <Flex vertical gap={2}>
          <label htmlFor={`${ids}-prompt`}>Prompt</label>
          <Input.TextArea
            id={`${ids}-prompt`}
            value={prompt}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={PROMPT_MAX_LENGTH}
            onChange={(event) => setPrompt(event.target.value)}
          />
        </Flex>
        <Typography.Text>Model: {model ? modelDisplayName(model) : source.model}</Typography.Text>
        {modelNote && <Alert type="info" showIcon title={modelNote} />}
        {refusal && refusal !== NOTHING_EXTENDED && outpaintSupported && (
          <Alert type="warning" showIcon title={refusal} />
        )}
        {outpaintSupported && !refusal && promptTooShort(prompt) && (
          <Alert type="warning" showIcon title="Describe what to draw (at least 2 characters)." />
        )}
        {estimate?.affordable === false && (
          <Alert
            type="warning"
            showIcon
            title="Not enough credits"
            description="Your balance does not cover this expansion."
          />
        )}
      </Flex>
    </Modal>
  );
}
