import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { DashboardParameters } from '../dashboard/useDashboardParameters';
import type { GeneratorCatalog, SelectedModel } from '../dashboard/useSelectedModel';
import { loadDeferredParts } from '../deferred';
import { normalizeParameters } from '../normalizeParameters';
import type { CompareDialogProps } from './CompareDialog';

// Its own chunk, fetched when Compare is clicked.
const CompareDialog = lazy(() => import('./CompareDialog'));

interface CompareActionProps {
  /** The generation as Generate would send it; null while no model is ready. */
  base: CompareDialogProps['base'];
  modelReady: boolean;
  baseModels: GeneratorCatalog['baseModels'];
  models: GeneratorCatalog['models'];
  architectureId: SelectedModel['architectureId'];
  schedulers: SelectedModel['schedulers'];
  form: Pick<DashboardParameters, 'parameters' | 'replaceWithUndo'>;
}

/**
 * "Compare…" and its dialog: the dialog once opened, and the comparison it shows again when
 * reopened; a cell's Remix fills the form.
 */
export function CompareAction({
  base,
  modelReady,
  baseModels,
  models,
  architectureId,
  schedulers,
  form: { parameters, replaceWithUndo },
}: CompareActionProps) {
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
      replaceWithUndo(pickedSettings(normalizeParameters(stored), parameters, models), 'picked'),
    );
  };

  return (
    <>
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
            base={base}
            models={compareModels}
            schedulers={compareSchedulers}
            comparisonId={comparisonId}
            onStarted={setComparisonId}
            onRemix={remixCell}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
