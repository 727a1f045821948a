import { Col, Row } from 'antd';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { readUserSettings } from '../../lib/generationSettings';
import { useSession } from '../account/session';
import { fitToLimits } from './capabilityLimits';
import { useGeneratorCatalog } from './catalog/useGeneratorCatalog';
import { estimateInput } from './cost/estimateInput';
import { useGenerationEstimate } from './cost/useGenerationEstimate';
import { ResultsColumn } from './dashboard/ResultsColumn';
import { SettingsColumn } from './dashboard/SettingsColumn';
import { useDashboardParameters } from './dashboard/useDashboardParameters';
import { useGenerationRunner } from './dashboard/useGenerationRunner';
import { useRecentResults } from './dashboard/useRecentResults';
import { useSelectedModel } from './dashboard/useSelectedModel';
import { useShownResults } from './dashboard/useShownResults';
import { ONE_COLUMN_QUERY, useMediaQuery } from './layout/useMediaQuery';
import { useResultsInView } from './layout/useResultsInView';
import type { SavedResults } from './preview/SavedResultsLookup';
import { GenerateButton } from './prompt/GenerateButton';
import { PhoneGenerateBar } from './prompt/PhoneGenerateBar';
import { usePromptReplacement } from './prompt/usePromptReplacement';
import { generateShortcutLabel, isApplePlatform } from './shortcut/generateShortcut';
import { useGenerateShortcut } from './shortcut/useGenerateShortcut';
import type { SourceRequest } from './source/sourceRequest';
import { useSourceImage } from './source/useSourceImage';
import { useGeneration } from './state/useGeneration';
import {
  DeferredGenerationQueueController,
  DeferredResumedGenerationFollower,
  DeferredSavedResultsLookup,
} from './deferred';
import { useImageTools } from './tools/useImageTools';
import './layout/dashboardLayout.css';

/** Where the shown results are saved, until the lookup (a deferred part) has answered. */
const NOTHING_SAVED: SavedResults = { copies: new Map() };

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
  'use memo';
  const { user } = useSession();
  const form = useDashboardParameters(user?.id);
  const { parameters, dispatch } = form;
  const catalog = useGeneratorCatalog();
  const generation = useGeneration();
  const { state, follow } = generation;
  const model = useSelectedModel(catalog, parameters, dispatch);
  const { limits, modelReady } = model;
  const runner = useGenerationRunner(generation, model);
  const { queue, run, generating } = runner;
  const oneColumn = useMediaQuery(ONE_COLUMN_QUERY);
  const previewColumn = useRef<HTMLDivElement>(null);
  // A generation sent from here, and each end: the preview comes into view for them.
  const queueMoments =
    queue.cards.filter((card) => !card.resumed).length +
    queue.cards.filter((card) => card.status === 'succeeded' || card.status === 'failed').length;
  useResultsInView(previewColumn, state, oneColumn, queueMoments);

  // The settings page's values, read as the dashboard opens (it is left to change them).
  const [userSettings] = useState(readUserSettings);
  const [shortcut] = useState(() => generateShortcutLabel(isApplePlatform()));

  const setPrompt = useCallback(
    (prompt: string) => dispatch({ type: 'update', changes: { prompt } }),
    [dispatch],
  );
  const promptReplacement = usePromptReplacement(parameters.prompt, setPrompt);
  const tools = useImageTools({ onDescription: promptReplacement.offer });
  const recent = useRecentResults({
    generation,
    form,
    formModel: model.formModel,
    models: catalog.models,
    queueCards: queue.cards,
    toolImageCount: tools.results.length,
  });

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
  const shown = useShownResults(state, tools.results, queue.cards);

  // Priced as the click would send it: fitted to the limits, with the user's own key (free).
  const generateInput = modelReady
    ? estimateInput(fitToLimits(parameters, limits), {
        negativePromptSupported: limits.negativePromptSupported,
        sections: model.sections,
        apiKey: userSettings.apiKey,
        apiEndpoint: userSettings.apiEndpoint,
      })
    : null;
  const estimate = useGenerationEstimate(generateInput, user?.creditBalance);
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

  return (
    <>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <SettingsColumn
            form={form}
            catalog={catalog}
            model={model}
            generateInput={generateInput}
            estimate={estimate}
            generating={generating}
            generateButton={oneColumn ? null : generateButton}
            source={source}
            tools={tools}
            promptDialog={promptReplacement.dialog}
          />
        </Col>
        <Col xs={24} lg={14}>
          <ResultsColumn
            columnRef={previewColumn}
            state={state}
            displayCost={userSettings.displayCost}
            form={form}
            runner={runner}
            shown={shown}
            source={source}
            tools={tools}
            saved={saved}
            modelNames={model.modelNames}
            takesSourceImage={model.sections.seedImage !== false}
            recent={recent}
          />
        </Col>
      </Row>
      <Suspense fallback={null}>
        <DeferredGenerationQueueController onChange={runner.setQueue} />
        <DeferredSavedResultsLookup
          images={shown.shownImages}
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
