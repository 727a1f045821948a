import { Flex } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { useToast } from '../../../lib/useToast';
import { AdvancedSettings } from '../advanced/AdvancedSettings';
import { CompareAction } from '../compare/CompareAction';
import { BasicControls } from '../controls/BasicControls';
import type { GenerateImagesInput } from '../../../graphql/generated/graphql';
import type { GenerationEstimate } from '../cost/useGenerationEstimate';
import { DeferredRemixNotice, DeferredReplacedSettingsNotice } from '../deferred';
import { FavoritesPanel } from '../favorites/FavoritesPanel';
import { appendTriggerWord } from '../generationRules';
import { ModelPicker } from '../model-picker/ModelPicker';
import { rememberRecentModel } from '../model-picker/recentModels';
import { PromptPanel } from '../prompt/PromptPanel';
import { SourceImagePanel } from '../source/SourceImagePanel';
import type { useSourceImage } from '../source/useSourceImage';
import { SOURCE_TOOL_KEY, type useImageTools } from '../tools/useImageTools';
import type { DashboardParameters } from './useDashboardParameters';
import type { GeneratorCatalog, SelectedModel } from './useSelectedModel';

interface SettingsColumnProps {
  form: DashboardParameters;
  catalog: GeneratorCatalog;
  model: SelectedModel;
  /** The generation as Generate would send it (priced, compared); null while it cannot go. */
  generateInput: GenerateImagesInput | null;
  estimate: GenerationEstimate | null;
  generating: boolean;
  /** Generate, when it sits in the prompt panel (two columns); null when the bar holds it. */
  generateButton: ReactNode;
  source: ReturnType<typeof useSourceImage>;
  tools: Pick<ReturnType<typeof useImageTools>, 'running' | 'describeSource'>;
  /** The dialog offering a description as the prompt. */
  promptDialog: ReactNode;
}

/** The notices over the form: settings replaced at once (with undo), a shared image's remix. */
function FormNotices({
  form: { parameters, dispatch, replaced, setReplaced, replaceParameters },
}: {
  form: DashboardParameters;
}) {
  return (
    <>
      {replaced && (
        <Suspense fallback={null}>
          <DeferredReplacedSettingsNotice
            origin={replaced.origin}
            onUndo={() => {
              replaceParameters(replaced.previous);
              setReplaced(null);
            }}
            onDismiss={() => setReplaced(null)}
          />
        </Suspense>
      )}
      {parameters.remixOf && (
        <Suspense fallback={null}>
          <DeferredRemixNotice
            remixOf={parameters.remixOf}
            onStop={() => dispatch({ type: 'update', changes: { remixOf: null } })}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The dashboard's parameters column: the model, the prompt, Compare, the source image, the
 * favorites, the basic controls and Advanced Settings.
 */
export function SettingsColumn({
  form,
  catalog,
  model,
  generateInput,
  estimate,
  generating,
  generateButton,
  source,
  tools,
  promptDialog,
}: SettingsColumnProps) {
  'use memo';
  const toast = useToast();
  const { parameters, dispatch, remember, setRemember, replaceParameters } = form;
  const { limits, architectureNames, architectureId } = model;

  return (
    <Flex vertical gap={16}>
      <FormNotices form={form} />
      <ModelPicker
        label="Model"
        kind="base"
        options={model.baseOptions}
        architectureNames={architectureNames}
        value={parameters.model_id}
        status={catalog.baseStatus}
        onRetry={catalog.retry}
        onChange={(picked) => {
          rememberRecentModel('base', picked.civitAIR);
          dispatch({ type: 'update', changes: { model_id: picked.civitAIR } });
        }}
      />
      <PromptPanel
        prompt={parameters.prompt}
        negativePrompt={parameters.negative_prompt}
        style={parameters.style}
        negativePromptSupported={limits.negativePromptSupported}
        generating={generating}
        estimate={estimate}
        generateButton={generateButton}
        onChange={(changes) => dispatch({ type: 'update', changes })}
        onResetDefaults={() => {
          dispatch({ type: 'reset' });
          toast({ variant: 'success', title: 'Reset Successful' });
        }}
      />
      <CompareAction
        base={generateInput}
        modelReady={model.modelReady}
        baseModels={catalog.baseModels}
        models={catalog.models}
        architectureId={architectureId}
        schedulers={model.schedulers}
        form={form}
      />
      {/* An architecture that edits reference images alone (FLUX.1 Kontext) has no source. */}
      {model.sections.seedImage !== false && (
        <SourceImagePanel
          source={source.source}
          mask={source.mask}
          strength={parameters.strength}
          maskMargin={parameters.maskMargin}
          uploadingSource={source.uploadingSource}
          uploadingMask={source.uploadingMask}
          describing={tools.running[SOURCE_TOOL_KEY] === 'describe'}
          onFile={source.uploadFile}
          onRemove={source.remove}
          onMeasured={source.measured}
          onMaskChange={source.changeMask}
          onStrengthChange={(strength) => dispatch({ type: 'update', changes: { strength } })}
          onDescribe={() => {
            if (parameters.seedImage) tools.describeSource(parameters.seedImage);
          }}
        />
      )}
      {promptDialog}
      <FavoritesPanel parameters={parameters} onLoad={replaceParameters} />
      <BasicControls
        parameters={parameters}
        dispatch={dispatch}
        sizePresets={model.sizePresets}
        dimensionRule={limits.dimension}
        remember={remember}
        onRememberChange={setRemember}
      />
      <AdvancedSettings
        parameters={parameters}
        dispatch={dispatch}
        schedulers={model.schedulers}
        capability={model.capability}
        limits={limits}
        architecture={model.architecture}
        architectureId={architectureId}
        sections={model.sections}
        catalog={model.addOnCatalog}
        onTriggerWord={(word) =>
          dispatch({
            type: 'update',
            changes: { prompt: appendTriggerWord(parameters.prompt, word) },
          })
        }
      />
    </Flex>
  );
}
