import { QuestionCircleOutlined } from '@ant-design/icons';
import { Divider, Flex, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ArchitectureSupportQuery } from '../../../graphql/generated/graphql';
import type { SectionVisibility } from '../buildGenerateInput';
import type { CapabilityLimits } from '../capabilityLimits';
import { LabelledField, LabelledSelect } from '../controls/LabelledField';
import { NumberSlider } from '../controls/NumberSlider';
import { type GenerationParameters, LIMITS, PROMPT_WEIGHTINGS } from '../generationParameters';
import type { ParametersAction } from '../state/parametersReducer';
import type { AddOnCatalog } from './AddModelDialog';
import { CapabilitySummary } from './CapabilitySummary';
import { ControlNetSection } from './ControlNetSection';
import { EmbeddingSection } from './EmbeddingSection';
import { IpAdapterSection } from './IpAdapterSection';
import { LoraSection } from './LoraSection';
import { SeedInput } from './SeedInput';
import { stepsAboveMaxNote } from './stepsAboveMaxNote';
import { VaeSection } from './VaeSection';

export interface AdvancedSettingsProps {
  parameters: GenerationParameters;
  dispatch: (action: ParametersAction) => void;
  schedulers: ArchitectureSupportQuery['schedulers'];
  capability: ArchitectureSupportQuery['architectureCapability'];
  /** Steps and add-on weight ranges of the architecture (today's limits until it is loaded). */
  limits: CapabilityLimits;
  architecture: string | undefined;
  architectureId: number | undefined;
  sections: SectionVisibility;
  catalog: AddOnCatalog;
  onTriggerWord: (word: string) => void;
}

const PROMPT_WEIGHTING_HELP =
  'Lets you weight parts of the prompt. Compel: (word)1.2 or word++ / word--. SdEmbeds: (word:1.2). None sends the prompt as written.';

/** An add-on section the architecture supports, set off by a line from what is above it. */
function AddOnSection({ shown, children }: { shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <>
      <Divider style={{ margin: 0 }} />
      {children}
    </>
  );
}

/** What the 'Advanced Settings' card holds, rendered once it is first opened. */
export function AdvancedSettingsBody({
  parameters,
  dispatch,
  schedulers,
  capability,
  limits,
  architecture,
  architectureId,
  sections,
  catalog,
  onTriggerWord,
}: AdvancedSettingsProps) {
  const update = (changes: Partial<GenerationParameters>) => dispatch({ type: 'update', changes });
  const addOnProps = { dispatch, catalog, architectureId };

  return (
    <Flex vertical gap={16}>
      <LabelledSelect
        id="generator-scheduler"
        label="Scheduler"
        value={parameters.scheduler}
        options={schedulers.map((scheduler) => ({
          value: scheduler.schedulerKey,
          label: scheduler.friendlyName,
        }))}
        onChange={(scheduler) => update({ scheduler })}
      />
      <NumberSlider
        id="generator-steps"
        label="Steps"
        value={parameters.steps}
        min={limits.steps.min}
        max={limits.steps.max}
        step={LIMITS.steps.step}
        fallback={LIMITS.steps.displayFallback}
        aboveMaxNote={(asked) => stepsAboveMaxNote(asked, limits.steps.max, architecture)}
        onChange={(steps) => update({ steps })}
      />
      <NumberSlider
        id="generator-cfg"
        label="CFG Scale"
        value={parameters.cfgScale}
        min={LIMITS.cfgScale.min}
        max={LIMITS.cfgScale.max}
        step={LIMITS.cfgScale.step}
        fallback={LIMITS.cfgScale.displayFallback}
        onChange={(cfgScale) => update({ cfgScale })}
      />
      <LabelledField id="generator-seed" label="Seed">
        <SeedInput
          id="generator-seed"
          seed={parameters.seed}
          onChange={(seed) => update({ seed })}
        />
      </LabelledField>
      <NumberSlider
        id="generator-clip-skip"
        label="CLIP Skip"
        value={parameters.clipSkip}
        {...LIMITS.clipSkip}
        onChange={(clipSkip) => update({ clipSkip })}
      />
      <LabelledSelect
        id="generator-prompt-weighting"
        label="Prompt weighting"
        help={
          <Tooltip title={PROMPT_WEIGHTING_HELP}>
            <QuestionCircleOutlined aria-label="About prompt weighting" tabIndex={0} />
          </Tooltip>
        }
        value={parameters.promptWeighting}
        options={PROMPT_WEIGHTINGS.map((value) => ({ value, label: value }))}
        onChange={(promptWeighting) => update({ promptWeighting })}
      />
      <div>
        <Flex align="center" gap={8}>
          <Switch
            id="generator-check-nsfw"
            checked={parameters.checkNsfw}
            aria-describedby="generator-check-nsfw-hint"
            onChange={(checkNsfw) => update({ checkNsfw })}
          />
          <label htmlFor="generator-check-nsfw">Check for NSFW content</label>
        </Flex>
        <Typography.Text
          id="generator-check-nsfw-hint"
          type="secondary"
          style={{ display: 'block', fontSize: 12, marginTop: 4 }}
        >
          Images found to have adult content are blurred until you choose to show them.
        </Typography.Text>
      </div>
      <CapabilitySummary architecture={architecture} capability={capability} />
      <AddOnSection shown={sections.lora}>
        <LoraSection
          loras={parameters.loras}
          onTriggerWord={onTriggerWord}
          weightRange={limits.weights.lora}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection shown={sections.embedding}>
        <EmbeddingSection
          embeddings={parameters.embeddings}
          weightRange={limits.weights.lora}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection shown={sections.controlnet}>
        <ControlNetSection
          controlnets={parameters.controlnets}
          weightRange={limits.weights.controlNet}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection shown={sections.ipadapter}>
        <IpAdapterSection
          ipadapters={parameters.ipadapters}
          weightRange={limits.weights.ipAdapter}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection shown={sections.vae}>
        <VaeSection
          vae={parameters.vae}
          onChange={(vae) => update({ vae })}
          catalog={catalog}
          architectureId={architectureId}
        />
      </AddOnSection>
    </Flex>
  );
}
