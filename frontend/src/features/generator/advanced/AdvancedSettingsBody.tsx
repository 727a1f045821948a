import { QuestionCircleOutlined } from '@ant-design/icons';
import { Collapse, Divider, Flex, Switch, Tooltip, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ArchitectureSupportQuery } from '../../../graphql/generated/graphql';
import type { SectionVisibility } from '../buildGenerateInput';
import type { CapabilityLimits } from '../capabilityLimits';
import { LabelledField, LabelledSelect } from '../controls/LabelledField';
import { NumberSlider } from '../controls/NumberSlider';
import { type GenerationParameters, LIMITS, PROMPT_WEIGHTINGS } from '../generationParameters';
import { PHONE_QUERY, useMediaQuery } from '../layout/useMediaQuery';
import type { ParametersAction } from '../state/parametersReducer';
import type { AddOnCatalog } from './AddModelDialog';
import { CapabilitySummary } from './CapabilitySummary';
import { ControlNetSection } from './ControlNetSection';
import { EmbeddingSection } from './EmbeddingSection';
import { IpAdapterSection } from './IpAdapterSection';
import { LoraSection } from './LoraSection';
import { offersRefinement, RefineSection } from './RefineSection';
import { SeedInput } from './SeedInput';
import { stepsAboveMaxNote } from './stepsAboveMaxNote';
import { VaeSection } from './VaeSection';
import { ReferencePicker } from '../../references/ReferencePicker';

// Its own chunk: only a model that edits reference images (FLUX.1 Kontext) loads it.
const ReferenceImagesSection = lazy(() => import('./ReferenceImagesSection'));

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

/** The add-on sections, in the order they are shown. */
const ADD_ON_SECTIONS = ['lora', 'embedding', 'controlnet', 'ipadapter', 'vae'] as const;

interface AddOnSectionProps {
  section: (typeof ADD_ON_SECTIONS)[number];
  sections: SectionVisibility;
  /** The section with no line above it (the first in a phone's folded 'Add-ons'). */
  unlined?: string;
  children: ReactNode;
}

/** An add-on section the architecture supports, set off by a line from what is above it. */
function AddOnSection({ section, sections, unlined, children }: AddOnSectionProps) {
  if (!sections[section]) return null;
  return (
    <>
      {section !== unlined && <Divider style={{ margin: 0 }} />}
      {children}
    </>
  );
}

/** How many add-ons of the shown sections are chosen (those a generation sends). */
function chosenAddOns(parameters: GenerationParameters, sections: SectionVisibility): number {
  return (
    (sections.lora ? parameters.loras.length : 0) +
    (sections.embedding ? parameters.embeddings.length : 0) +
    (sections.controlnet ? parameters.controlnets.length : 0) +
    (sections.ipadapter ? parameters.ipadapters.length : 0) +
    (sections.vae && parameters.vae ? 1 : 0)
  );
}

interface AddOnSectionsProps {
  parameters: GenerationParameters;
  update: (changes: Partial<GenerationParameters>) => void;
  limits: CapabilityLimits;
  sectionProps: Omit<AddOnSectionProps, 'section' | 'children'>;
  onTriggerWord: (word: string) => void;
  addOnProps: Pick<AdvancedSettingsProps, 'dispatch' | 'catalog' | 'architectureId'>;
}

/** The add-on sections the architecture supports, in their order. */
function AddOnSections({
  parameters,
  update,
  limits,
  sectionProps,
  onTriggerWord,
  addOnProps,
}: AddOnSectionsProps) {
  const { catalog, architectureId } = addOnProps;
  return (
    <>
      <AddOnSection section="lora" {...sectionProps}>
        <LoraSection
          loras={parameters.loras}
          onTriggerWord={onTriggerWord}
          weightRange={limits.weights.lora}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection section="embedding" {...sectionProps}>
        <EmbeddingSection
          embeddings={parameters.embeddings}
          weightRange={limits.weights.lora}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection section="controlnet" {...sectionProps}>
        <ControlNetSection
          controlnets={parameters.controlnets}
          weightRange={limits.weights.controlNet}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection section="ipadapter" {...sectionProps}>
        <IpAdapterSection
          ipadapters={parameters.ipadapters}
          weightRange={limits.weights.ipAdapter}
          {...addOnProps}
        />
      </AddOnSection>
      <AddOnSection section="vae" {...sectionProps}>
        <VaeSection
          vae={parameters.vae}
          onChange={(vae) => update({ vae })}
          catalog={catalog}
          architectureId={architectureId}
        />
      </AddOnSection>
    </>
  );
}

/** 'Check for NSFW content', with what it does. */
function NsfwCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checkNsfw: boolean) => void;
}) {
  return (
    <div>
      <Flex align="center" gap={8}>
        <Switch
          id="generator-check-nsfw"
          checked={checked}
          aria-describedby="generator-check-nsfw-hint"
          onChange={onChange}
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
  );
}

/**
 * What the 'Advanced Settings' card holds, rendered once it is first opened. On a phone the
 * add-on sections fold into 'Add-ons', which counts those chosen and is open when there are some.
 */
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
  const phone = useMediaQuery(PHONE_QUERY);
  const chosen = chosenAddOns(parameters, sections);
  const firstShown = ADD_ON_SECTIONS.find((section) => sections[section]);
  const sectionProps = { sections, unlined: phone ? firstShown : undefined };

  const addOnSections = (
    <AddOnSections
      parameters={parameters}
      update={update}
      limits={limits}
      sectionProps={sectionProps}
      onTriggerWord={onTriggerWord}
      addOnProps={addOnProps}
    />
  );

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
      <NsfwCheck checked={parameters.checkNsfw} onChange={(checkNsfw) => update({ checkNsfw })} />
      <CapabilitySummary architecture={architecture} capability={capability} />
      {phone && firstShown ? (
        <Collapse
          size="small"
          defaultActiveKey={chosen > 0 ? ['addons'] : []}
          items={[
            {
              key: 'addons',
              label: chosen > 0 ? `Add-ons (${chosen})` : 'Add-ons',
              children: (
                <Flex vertical gap={16}>
                  {addOnSections}
                </Flex>
              ),
            },
          ]}
        />
      ) : (
        addOnSections
      )}
      {(sections.references.character || sections.references.style) && (
        <>
          <Divider style={{ margin: 0 }} />
          <ReferencePicker
            offer={sections.references}
            value={parameters.reference}
            hasIpAdapter={parameters.ipadapters.length > 0}
            onChange={(reference) => update({ reference })}
          />
        </>
      )}
      {sections.referenceImages > 0 && (
        <>
          <Divider style={{ margin: 0 }} />
          <Suspense fallback={null}>
            <ReferenceImagesSection
              most={sections.referenceImages}
              value={parameters.referenceImages}
              onChange={(referenceImages) => update({ referenceImages })}
            />
          </Suspense>
        </>
      )}
      {offersRefinement(capability) && (
        <>
          <Divider style={{ margin: 0 }} />
          <RefineSection parameters={parameters} support={capability} onChange={update} />
        </>
      )}
    </Flex>
  );
}
