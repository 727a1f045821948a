import { QuestionCircleOutlined } from '@ant-design/icons';
import { Divider, Flex, Select, Switch, Tooltip, Typography } from 'antd';
import type { ArchitectureSupportQuery } from '../../../graphql/generated/graphql';
import type { SectionVisibility } from '../buildGenerateInput';
import type { CapabilityLimits } from '../capabilityLimits';
import { NumberSlider } from '../controls/NumberSlider';
import {
  type GenerationParameters,
  LIMITS,
  PROMPT_WEIGHTINGS,
  type PromptWeighting,
} from '../generationParameters';
import type { ParametersAction } from '../state/parametersReducer';
import type { AddOnCatalog } from './AddModelDialog';
import { CapabilitySummary } from './CapabilitySummary';
import { ControlNetSection } from './ControlNetSection';
import { EmbeddingSection } from './EmbeddingSection';
import { IpAdapterSection } from './IpAdapterSection';
import { LoraSection } from './LoraSection';
import { SeedInput } from './SeedInput';
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
      <div>
        <Typography.Text strong>
          <label htmlFor="generator-scheduler">Scheduler</label>
        </Typography.Text>
        <Select
          id="generator-scheduler"
          style={{ width: '100%' }}
          value={parameters.scheduler}
          options={schedulers.map((scheduler) => ({
            value: scheduler.schedulerKey,
            label: scheduler.friendlyName,
          }))}
          onChange={(scheduler: string) => update({ scheduler })}
        />
      </div>
      <NumberSlider
        id="generator-steps"
        label="Steps"
        value={parameters.steps}
        min={limits.steps.min}
        max={limits.steps.max}
        step={LIMITS.steps.step}
        fallback={LIMITS.steps.displayFallback}
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
      <div>
        <Typography.Text strong>
          <label htmlFor="generator-seed">Seed</label>
        </Typography.Text>
        <SeedInput
          id="generator-seed"
          seed={parameters.seed}
          onChange={(seed) => update({ seed })}
        />
      </div>
      <NumberSlider
        id="generator-clip-skip"
        label="CLIP Skip"
        value={parameters.clipSkip}
        {...LIMITS.clipSkip}
        onChange={(clipSkip) => update({ clipSkip })}
      />
      <div>
        <Flex gap={6} align="center">
          <Typography.Text strong>
            <label htmlFor="generator-prompt-weighting">Prompt weighting</label>
          </Typography.Text>
          <Tooltip title={PROMPT_WEIGHTING_HELP}>
            <QuestionCircleOutlined aria-label="About prompt weighting" tabIndex={0} />
          </Tooltip>
        </Flex>
        <Select
          id="generator-prompt-weighting"
          style={{ width: '100%' }}
          value={parameters.promptWeighting}
          options={PROMPT_WEIGHTINGS.map((value) => ({ value, label: value }))}
          onChange={(promptWeighting: PromptWeighting) => update({ promptWeighting })}
        />
      </div>
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
      {sections.lora && (
        <>
          <Divider style={{ margin: 0 }} />
          <LoraSection
            loras={parameters.loras}
            onTriggerWord={onTriggerWord}
            weightRange={limits.weights.lora}
            {...addOnProps}
          />
        </>
      )}
      {sections.embedding && (
        <>
          <Divider style={{ margin: 0 }} />
          <EmbeddingSection
            embeddings={parameters.embeddings}
            weightRange={limits.weights.lora}
            {...addOnProps}
          />
        </>
      )}
      {sections.controlnet && (
        <>
          <Divider style={{ margin: 0 }} />
          <ControlNetSection
            controlnets={parameters.controlnets}
            weightRange={limits.weights.controlNet}
            {...addOnProps}
          />
        </>
      )}
      {sections.ipadapter && (
        <>
          <Divider style={{ margin: 0 }} />
          <IpAdapterSection
            ipadapters={parameters.ipadapters}
            weightRange={limits.weights.ipAdapter}
            {...addOnProps}
          />
        </>
      )}
      {sections.vae && (
        <>
          <Divider style={{ margin: 0 }} />
          <VaeSection
            vae={parameters.vae}
            onChange={(vae) => update({ vae })}
            catalog={catalog}
            architectureId={architectureId}
          />
        </>
      )}
    </Flex>
  );
}
