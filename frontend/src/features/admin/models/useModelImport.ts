import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminImportModelsDocument,
  type ProviderModelResultFragment,
} from '../../../graphql/generated/admin/graphql';
import { useToast } from '../../../lib/useToast';
import { useAdminJob } from '../jobs/useAdminJob';
import { CATEGORY_MISSING_REASON, toImportInput } from './importInput';
import { DEFAULT_ACCESS_LEVEL, type ImportOutcome } from './ImportPanel';

/**
 * Imports chosen provider results as a job, at the chosen access level, and keeps its outcome for
 * the import panel. `importModels` resolves true once the import has completed.
 */
export function useModelImport() {
  const toast = useToast();
  const [startImport] = useMutation(AdminImportModelsDocument, { fetchPolicy: 'no-cache' });
  const importJob = useAdminJob();
  const [accessLevel, setAccessLevel] = useState<number | typeof DEFAULT_ACCESS_LEVEL>(
    DEFAULT_ACCESS_LEVEL,
  );
  const [outcome, setOutcome] = useState<ImportOutcome>(null);

  const importModels = async (models: ProviderModelResultFragment[]): Promise<boolean> => {
    setOutcome(null);
    const job = await importJob.run({
      start: async () => {
        const { data } = await startImport({
          variables: {
            input: {
              models: models.map(toImportInput),
              accessLevelId: accessLevel === DEFAULT_ACCESS_LEVEL ? null : accessLevel,
            },
          },
        });
        if (!data) throw new Error('The import did not start');
        return data.adminImportModels;
      },
      failureTitle: 'Import failed',
      failureText: (failed) => failed.failedReason ?? undefined,
      hasResult: (completed) => Boolean(completed.importResult),
    });
    const result = job?.importResult;
    if (!job || !result) {
      setOutcome({ kind: 'failed' });
      return false;
    }
    setOutcome({ kind: 'completed', job });
    // A single model that could not be imported says why, as the summary alone would not.
    if (result.total === 1 && result.failed === 1) {
      const reason = result.failures[0]?.reason ?? CATEGORY_MISSING_REASON;
      toast({
        variant: 'error',
        title: reason === CATEGORY_MISSING_REASON ? 'Model category missing' : 'Import failed',
        description: reason,
      });
    }
    return true;
  };

  return {
    accessLevel,
    setAccessLevel,
    outcome,
    job: importJob.job,
    running: importJob.running,
    importModels,
  };
}
