import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readUserSettings } from '../../lib/generationSettings';
import { LoadWhenNeeded } from '../../lib/LoadWhenNeeded';
import { useToast } from '../../lib/useToast';
import { useSession } from '../account/session';
import { AdvancedSettings } from './advanced/AdvancedSettings';
import type { SectionVisibility } from './buildGenerateInput';
import { capabilityLimits, fitToLimits } from './capabilityLimits';
import { useArchitectureSupport, useGeneratorCatalog } from './catalog/useGeneratorCatalog';
import { BasicControls } from './controls/BasicControls';
import { normalizeParameters } from './normalizeParameters';
import { clearCopiedSettings, readCopiedSettings } from './copiedSettings';
import { estimateInput } from './cost/estimateInput';
import { useGenerationEstimate } from './cost/useGenerationEstimate';
import { FavoritesPanel } from './favorites/FavoritesPanel';
import type { GeneratedImage } from './generatedImages';
import type { GenerationParameters } from './generationParameters';
import { appendTriggerWord, refusalBeforeGenerate } from './generationRules';
import { ONE_COLUMN_QUERY, useMediaQuery } from './layout/useMediaQuery';
import { useResultsInView } from './layout/useResultsInView';
import { ModelPicker } from './model-picker/ModelPicker';
import { rememberRecentModel } from './model-picker/recentModels';
import type { ReplacedSettings } from './ReplacedSettingsNotice';
import { FolderSelector } from './preview/FolderSelector';
import type { ImageToolActions } from './preview/ImageToolbar';
import { Preview } from './preview/Preview';
import type { SavedResults } from './preview/SavedResultsLookup';
import { useFolderSaving } from './preview/useFolderSaving';
import { GenerateButton } from './prompt/GenerateButton';
import { PhoneGenerateBar } from './prompt/PhoneGenerateBar';
import { PromptPanel } from './prompt/PromptPanel';
import { usePromptReplacement } from './prompt/usePromptReplacement';
import { useRecentGenerations } from './recent/useRecentGenerations';
import { generateShortcutLabel, isApplePlatform } from './shortcut/generateShortcut';
import { useGenerateShortcut } from './shortcut/useGenerateShortcut';
import { STANDARD_SIZE_PRESETS } from './sizeRules';
import { SourceImagePanel } from './source/SourceImagePanel';
import type { SourceRequest } from './source/sourceRequest';
import { useSourceImage } from './source/useSourceImage';
import { type GenerationRequest, useGeneration } from './state/useGeneration';
import { retrySeed } from './state/retrySeed';
import type { GenerationQueue } from './state/useGenerationQueue';
import {
  DeferredGenerationQueueController,
  DeferredRemixNotice,
  DeferredReplacedSettingsNotice,
  DeferredResumedGenerationFollower,
  DeferredSavedResultsLookup,
  loadDeferredParts,
} from './deferred';
import { openingParameters, useGenerationParameters } from './state/useGenerationParameters';
import { SOURCE_TOOL_KEY, useImageTools } from './tools/useImageTools';
import './layout/dashboardLayout.css';

/** Where the shown results are saved, until the lookup (a deferred part) has answered. */
const NOTHING_SAVED: SavedResults = { copies: new Map() };

/** The queue until its code has loaded: empty, and nothing can be sent to it yet. */
const LOADING_QUEUE: GenerationQueue = {
  ready: false,
  cards: [],
  sending: false,
  reconnecting: false,
  submit: () => Promise.resolve(),
  vary: () => Promise.resolve(),
  expand: () => Promise.resolve(),
  dismiss: () => undefined,
  cancel: () => undefined,
};

// Its own chunk: it waits for the server's list anyway, and the page's first load stays light.
const RecentStrip = lazy(() => import('./recent/RecentStrip'));
// Its own chunk, fetched when Compare is clicked.
const CompareDialog = lazy(() => import('./compare/CompareDialog'));

interface GeneratorDashboardProps {
  /** A saved image handed over by the gallery's "Use as source", to start from. */
  sourceRequest?: SourceRequest | null;
  /** Called once the handed-over image is the source (the page then forgets the request). */
  onSourceRequestApplied?: () => void;
}

/**
 * The generator for a signed-in user: parameters on the left, the preview (kept in sight) and the
 * recent generations on the right. On phones and tablets one column, with Generate in a bar at the bottom.
 */
export function GeneratorDashboard({
  sourceRequest = null,
  onSourceRequestApplied,
}: GeneratorDashboardProps = {}) {
  const { user } = useSession();
  // Settings copied from the gallery or the history: the form opens with them (undo offered).
  const [copied] = useState(readCopiedSettings);
  const { parameters, dispatch, remember, setRemember } = useGenerationParameters(user?.id, copied);
  const catalog = useGeneratorCatalog();
  const { state, generate, retryImage, showRestored, follow } = useGeneration();
  const [queue, setQueue] = useState(LOADING_QUEUE);
  const [waitingForQueue, setWaitingForQueue] = useState<readonly GenerationRequest[]>([]);
  const oneColumn = useMediaQuery(ONE_COLUMN_QUERY);
  const previewColumn = useRef<HTMLDivElement>(null);
  // A generation sent from here, and each end: the preview comes into view for them.
  const queueMoments =
    queue.cards.filter((card) => !card.resumed).length +
    queue.cards.filter((card) => card.status === 'succeeded' || card.status === 'failed').length;
  useResultsInView(previewColumn, state, oneColumn, queueMoments);

  const replaceParameters = useCallback(
    (next: GenerationParameters) => dispatch({ type: 'replace', parameters: next }),
    [dispatch],
  );
  // Settings replaced at once (copied, or a past generation picked), with what they replaced.
  const [replaced, setReplaced] = useState<ReplacedSettings | null>(() =>
    copied ? { origin: 'copied', previous: openingParameters(user?.id) } : null,
  );
  const replaceWithUndo = (next: GenerationParameters, origin: ReplacedSettings['origin']) => {
    setReplaced({ origin, previous: parameters });
    replaceParameters(next);
  };
  // Taken: a reload does not apply them again.
  useEffect(() => {
    if (copied) clearCopiedSettings();
  }, [copied]);

  // The form's model, once the catalogue has it: past results shown on opening are its own.
  const formModel =
    catalog.baseStatus === 'ready' &&
    catalog.baseModels.some((model) => model.civitAIR === parameters.model_id)
      ? parameters.model_id
      : null;
  const recent = useRecentGenerations({
    previewEmpty: state.status === 'idle',
    formModel,
    onRestore: (results, origin, settings) => {
      showRestored(results, origin);
      // A picked generation comes back whole: its images and the settings they were made with
      // (read by the deferred parts, which the page fetched as it opened).
      if (origin !== 'picked' || !settings) return;
      void loadDeferredParts().then(({ pickedSettings, sameParameters }) => {
        const next = pickedSettings(settings, parameters, catalog.models);
        if (!sameParameters(next, parameters)) replaceWithUndo(next, 'picked');
      });
    },
  });
  // The settings page's values, read as the dashboard opens (it is left to change them).
  const [userSettings] = useState(readUserSettings);
  const { displayCost } = userSettings;
  const [shortcut] = useState(() => generateShortcutLabel(isApplePlatform()));
  const toast = useToast();
  const saving = useFolderSaving(parameters.folder);

  const setPrompt = useCallback(
    (prompt: string) => dispatch({ type: 'update', changes: { prompt } }),
    [dispatch],
  );
  const promptReplacement = usePromptReplacement(parameters.prompt, setPrompt);
  const tools = useImageTools({ onDescription: promptReplacement.offer });

  // What was just made joins the recent generations: a generation's images, a tool's new image.
  const { refresh: refreshRecent } = recent;
  const madeImages = state.status === 'success' && !state.restored;
  // On `state` too: each new generation's results are a new state, and ask again.
  useEffect(() => {
    if (madeImages) refreshRecent();
  }, [madeImages, state, refreshRecent]);
  const queuedImagesMade = queue.cards.filter((card) => card.status === 'succeeded').length;
  useEffect(() => {
    if (queuedImagesMade > 0) refreshRecent();
  }, [queuedImagesMade, refreshRecent]);
  const toolImageCount = tools.results.length;
  useEffect(() => {
    if (toolImageCount > 0) refreshRecent();
  }, [toolImageCount, refreshRecent]);
  const source = useSourceImage({
    seedImage: parameters.seedImage,
    maskImage: parameters.maskImage,
    dispatch,
  });
  const { takeSaved } = source;
  useEffect(() => {
    if (!sourceRequest) return;
    takeSaved(sourceRequest);
    onSourceRequestApplied?.();
  }, [sourceRequest, takeSaved, onSourceRequestApplied]);
  // Where each shown result is saved, and "Share" of a saved one (its copy in the gallery).
  const [saved, setSaved] = useState(NOTHING_SAVED);
  const imageTools: ImageToolActions = {
    onUseAsSource: source.takeResult,
    onUpscale: tools.upscale,
    onRemoveBackground: tools.removeBackground,
    onDescribe: tools.describeResult,
    running: tools.running,
    onExpand: (request) => void queue.expand(request),
    vary: {
      onVary: (image, strength) => void queue.vary({ image, strength }),
      onRemix: (image) =>
        replaceParameters(normalizeParameters({ ...image.params, seed: image.params.seed })),
    },
    share: saved.share,
  };

  const { baseModels, baseStatus } = catalog;
  const baseOptions = useMemo(() => baseModels.map((model) => ({ model })), [baseModels]);
  const selectedModel = baseModels.find((model) => model.civitAIR === parameters.model_id);

  // With no (known) model chosen, the first by name is.
  const firstModel = baseModels[0];
  useEffect(() => {
    if (baseStatus === 'ready' && !selectedModel && firstModel) {
      dispatch({ type: 'update', changes: { model_id: firstModel.civitAIR } });
    }
  }, [baseStatus, selectedModel, firstModel, dispatch]);

  const architectureNames = useMemo(
    () => new Map(catalog.architectures.map((entry) => [entry.id, entry.architecture])),
    [catalog.architectures],
  );
  const architectureId = selectedModel?.architectureId;
  const architecture =
    architectureId === undefined ? undefined : architectureNames.get(architectureId);
  const support = useArchitectureSupport(architectureId);
  // What the architecture accepts (negative prompt, steps, size, weights) is its capability's.
  const limits = useMemo(() => capabilityLimits(support.capability), [support.capability]);
  const { negativePromptSupported } = limits;

  // A scheduler the architecture does not offer gives way to its default.
  const { schedulers } = support;
  useEffect(() => {
    if (schedulers.length === 0) return;
    if (schedulers.some((scheduler) => scheduler.schedulerKey === parameters.scheduler)) return;
    const fallback = schedulers.find((scheduler) => scheduler.isDefault) ?? schedulers[0];
    if (fallback) dispatch({ type: 'update', changes: { scheduler: fallback.schedulerKey } });
  }, [schedulers, parameters.scheduler, dispatch]);

  const sizePresets = useMemo(
    () =>
      support.sizePresets.length > 0
        ? [...support.sizePresets].sort((a, b) => a.sortOrder - b.sortOrder)
        : STANDARD_SIZE_PRESETS,
    [support.sizePresets],
  );

  const sections: SectionVisibility = {
    lora: Boolean(support.capability?.supportsLoRA || selectedModel?.extras.lora),
    embedding: Boolean(support.capability?.supportsEmbeddings || selectedModel?.extras.embeddings),
    controlnet: Boolean(selectedModel?.extras.controlnet),
    ipadapter: Boolean(selectedModel?.extras.ipadapter),
    vae: Boolean(selectedModel?.extras.vae),
    // Only what the architecture's capabilities offer: a character needs PuLID, a style an IP-Adapter.
    references: {
      character: Boolean(support.capability?.supportsPulid),
      style: Boolean(selectedModel?.extras.ipadapter),
    },
  };

  const addOnCatalog = useMemo(
    () => ({
      models: catalog.models,
      categories: catalog.categories,
      architectureNames,
      status: catalog.addOnStatus,
      retry: catalog.retry,
    }),
    [catalog.models, catalog.categories, architectureNames, catalog.addOnStatus, catalog.retry],
  );

  /**
   * Retry on one image: a result shown on its own is made again in its place; one in a queue card
   * is queued again alone, with a seed none of the shown images has (one image charged).
   */
  const retryOne = (image: GeneratedImage) => {
    if (state.status === 'success' && state.images.some((shown) => shown.id === image.id)) {
      void retryImage(image, { negativePromptSupported, sections });
      return;
    }
    // The old image's cost is not the new one's.
    const imageParameters: GenerationParameters & { cost?: number } = { ...image.params };
    delete imageParameters.cost;
    const seed = retrySeed(shownImages.map((shown) => shown.seed));
    run({ ...imageParameters, imageCount: 1, seed });
  };

  const run = (requested: GenerationParameters) => {
    // Sent as the server accepts it: the nearest valid size, steps and weights in range.
    const runParameters = fitToLimits(requested, limits);
    const refusal = refusalBeforeGenerate(
      runParameters.prompt,
      runParameters.negative_prompt,
      negativePromptSupported,
    );
    if (refusal) {
      toast({ variant: 'error', ...refusal });
      return;
    }
    const mismatched = runParameters.loras.find(
      (lora) => lora.architectureId != null && lora.architectureId !== architectureId,
    );
    const request: GenerationRequest = {
      parameters: runParameters,
      negativePromptSupported,
      sections,
      context: {
        model: runParameters.model_id,
        baseArchitecture: architecture,
        loraArchitecture:
          mismatched?.architectureId != null
            ? architectureNames.get(mismatched.architectureId)
            : undefined,
      },
    };
    // The queue runs on the studio's provider account: the user's own key waits for its answer.
    const { apiKey, apiEndpoint } = readUserSettings();
    if (apiKey.trim() || apiEndpoint.trim()) void generate(request);
    else if (queue.ready) void queue.submit(request);
    // A click before the queue's code has arrived is sent as soon as it has.
    else setWaitingForQueue((waiting) => [...waiting, request]);
  };

  useEffect(() => {
    if (!queue.ready || waitingForQueue.length === 0) return;
    for (const request of waitingForQueue) void queue.submit(request);
    setWaitingForQueue([]);
  }, [queue, waitingForQueue]);

  // Generate and reset wait for the request to be accepted; the generation lives on in its card.
  const generating = state.status === 'loading' || queue.sending || waitingForQueue.length > 0;
  const modelNames = useMemo(
    () => new Map(baseModels.map((model) => [model.civitAIR, model.name])),
    [baseModels],
  );
  // Generating while the list loads or after it failed would send a model nobody chose.
  const modelReady = baseStatus === 'ready' && selectedModel !== undefined;

  // Priced as the click would send it: fitted to the limits, with the user's own key (free).
  const generateInput = modelReady
    ? estimateInput(fitToLimits(parameters, limits), {
        negativePromptSupported,
        sections,
        apiKey: userSettings.apiKey,
        apiEndpoint: userSettings.apiEndpoint,
      })
    : null;
  const estimate = useGenerationEstimate(generateInput, user?.creditBalance);
  // Compare: the dialog once opened, and the comparison it shows again when reopened.
  const [comparing, setComparing] = useState(false);
  const [comparisonId, setComparisonId] = useState<string | null>(null);
  const compareModels = useMemo(
    () =>
      baseModels
        .filter((model) => model.architectureId === architectureId)
        .map((model) => ({ value: model.civitAIR, label: model.name })),
    [baseModels, architectureId],
  );
  const compareSchedulers = useMemo(
    () =>
      schedulers.map((scheduler) => ({
        value: scheduler.schedulerKey,
        label: scheduler.friendlyName,
      })),
    [schedulers],
  );
  // A cell's settings go into the form as a picked generation's do (undo offered).
  const remixCell = (stored: Record<string, unknown>) => {
    setComparing(false);
    void loadDeferredParts().then(({ pickedSettings }) =>
      replaceWithUndo(
        pickedSettings(normalizeParameters(stored), parameters, catalog.models),
        'picked',
      ),
    );
  };
  // A source or mask still uploading would be left out of the generation.
  const uploading = source.uploadingSource || source.uploadingMask;
  const canGenerate = modelReady && estimate?.affordable !== false && !uploading;
  useGenerateShortcut(canGenerate && !generating, () => run(parameters));

  // One Generate button, with one state and estimate: in the prompt panel, or in one column the bar.
  const generateButton = (
    <GenerateButton
      generating={generating}
      enabled={canGenerate}
      estimate={estimate}
      shortcut={shortcut}
      placement={oneColumn ? 'bar' : 'panel'}
      onGenerate={() => run(parameters)}
    />
  );
  const restoredToolResults = state.status === 'success' ? state.toolResults : undefined;
  const toolResults = useMemo(
    () => (restoredToolResults ? [...restoredToolResults, ...tools.results] : tools.results),
    [restoredToolResults, tools.results],
  );
  // Where each shown result is saved (the queue's cards included): its 'Saved to' tag, its Share.
  const shownImages = useMemo(
    () => [
      ...(state.status === 'success' ? state.images : []),
      ...toolResults,
      ...queue.cards.flatMap((card) => card.images),
    ],
    [state, toolResults, queue.cards],
  );
  // The picked entry: a restored tool result's own generation, else the results' generation.
  const stateGenerationId =
    state.status === 'success'
      ? (restoredToolResults?.at(-1)?.generationId ?? state.images[0]?.generationId)
      : undefined;
  // The newest generation the queue finished, unless an entry was picked since.
  const newestQueued = queue.cards.find((card) => card.status === 'succeeded')?.generationId;
  const shownGenerationId =
    state.status === 'success' && state.restored === 'picked'
      ? stateGenerationId
      : (newestQueued ?? stateGenerationId);

  return (
    <>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
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
            <ModelPicker
              label="Model"
              kind="base"
              options={baseOptions}
              architectureNames={architectureNames}
              value={parameters.model_id}
              status={baseStatus}
              onRetry={catalog.retry}
              onChange={(model) => {
                rememberRecentModel('base', model.civitAIR);
                dispatch({ type: 'update', changes: { model_id: model.civitAIR } });
              }}
            />
            <PromptPanel
              prompt={parameters.prompt}
              negativePrompt={parameters.negative_prompt}
              style={parameters.style}
              negativePromptSupported={negativePromptSupported}
              generating={generating}
              estimate={estimate}
              generateButton={oneColumn ? null : generateButton}
              onChange={(changes) => dispatch({ type: 'update', changes })}
              onResetDefaults={() => {
                dispatch({ type: 'reset' });
                toast({ variant: 'success', title: 'Reset Successful' });
              }}
            />
            <Flex justify="flex-end">
              <Button
                icon={<AppstoreOutlined />}
                disabled={!modelReady}
                onClick={() => setComparing(true)}
              >
                Compare…
              </Button>
            </Flex>
            {comparing && (
              <Suspense fallback={null}>
                <CompareDialog
                  base={generateInput}
                  models={compareModels}
                  schedulers={compareSchedulers}
                  comparisonId={comparisonId}
                  onStarted={setComparisonId}
                  onRemix={remixCell}
                  onClose={() => setComparing(false)}
                />
              </Suspense>
            )}
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
            {promptReplacement.dialog}
            <FavoritesPanel parameters={parameters} onLoad={replaceParameters} />
            <BasicControls
              parameters={parameters}
              dispatch={dispatch}
              sizePresets={sizePresets}
              dimensionRule={limits.dimension}
              remember={remember}
              onRememberChange={setRemember}
            />
            <AdvancedSettings
              parameters={parameters}
              dispatch={dispatch}
              schedulers={schedulers}
              capability={support.capability}
              limits={limits}
              architecture={architecture}
              architectureId={architectureId}
              sections={sections}
              catalog={addOnCatalog}
              onTriggerWord={(word) =>
                dispatch({
                  type: 'update',
                  changes: { prompt: appendTriggerWord(parameters.prompt, word) },
                })
              }
            />
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <div ref={previewColumn} className="generator-preview-column">
            <Flex vertical gap={16}>
              <Preview
                state={state}
                displayCost={displayCost}
                onRetry={() => run(parameters)}
                onRetryImage={retryOne}
                onSave={saving.requestSave}
                tools={imageTools}
                toolResults={toolResults}
                savedCopies={saved.copies}
                madeToolResults={tools.results}
                queue={{
                  cards: queue.cards,
                  reconnecting: queue.reconnecting,
                  modelNames,
                  // As the spec's Retry: the error goes, and what is set now is generated.
                  onRetry: (card) => {
                    queue.dismiss(card.key);
                    run(parameters);
                  },
                  onDismiss: (card) => queue.dismiss(card.key),
                  onCancel: queue.cancel,
                }}
                folderSelector={
                  <FolderSelector
                    folders={saving.folders}
                    loading={saving.foldersLoading}
                    value={parameters.folder}
                    onChange={(folder) => dispatch({ type: 'update', changes: { folder } })}
                  />
                }
              />
              <LoadWhenNeeded when={recent.entries.length > 0}>
                <RecentStrip
                  entries={recent.entries}
                  currentId={shownGenerationId ?? null}
                  waitingId={recent.waitingId}
                  disabled={generating}
                  onPick={recent.pick}
                  onThumbnailLoad={recent.thumbnailLoaded}
                  onThumbnailError={recent.thumbnailFailed}
                />
              </LoadWhenNeeded>
            </Flex>
          </div>
          {saving.dialog}
        </Col>
      </Row>
      <Suspense fallback={null}>
        <DeferredGenerationQueueController onChange={setQueue} />
        <DeferredSavedResultsLookup
          images={shownImages}
          signedIn={Boolean(user)}
          onChange={setSaved}
        />
        {follow && (
          <DeferredResumedGenerationFollower record={follow.record} onOutcome={follow.onOutcome} />
        )}
      </Suspense>
      {oneColumn && <PhoneGenerateBar estimate={estimate}>{generateButton}</PhoneGenerateBar>}
    </>
  );
}
