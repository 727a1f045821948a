import { Flex } from 'antd';
import { useState } from 'react';
import type {
  AdminModelFragment,
  ProviderModelResultFragment,
} from '../../../graphql/generated/admin/graphql';
import { useToast } from '../../../lib/useToast';
import type { AdminReference } from '../adminReference';
import { DeleteModelDialog } from './DeleteModelDialog';
import { CATEGORY_MISSING_REASON } from './importInput';
import { providerResultToFormValues } from './modelForm';
import { type ModelDialogTarget, ModelFormDialog } from './ModelFormDialog';
import { ProviderSearch } from './ProviderSearch';
import { StoredModels } from './StoredModels';
import type { StoredModels as StoredModelsList } from './useStoredModels';

interface ModelsTabProps {
  reference: AdminReference;
  storedModels: StoredModelsList;
}

/** The provider search with its import, and the models stored in the database. */
export function ModelsTab({ reference, storedModels }: ModelsTabProps) {
  const toast = useToast();
  const [dialog, setDialog] = useState<ModelDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminModelFragment | null>(null);
  const reload = () => void storedModels.reload();

  const addResult = (result: ProviderModelResultFragment) => {
    // A single model whose category cannot be mapped is not imported.
    if (!result.mappedCategory) {
      toast({
        variant: 'error',
        title: 'Model category missing',
        description: CATEGORY_MISSING_REASON,
      });
      return;
    }
    const values = providerResultToFormValues(result, reference);
    setDialog({
      kind: 'add',
      values,
      newArchitecture: typeof values.architecture === 'string' ? values.architecture : undefined,
    });
  };

  return (
    <Flex vertical gap={24}>
      <ProviderSearch reference={reference} onImported={reload} onAddResult={addResult} />
      <StoredModels
        reference={reference}
        storedModels={storedModels}
        onAdd={() => setDialog({ kind: 'add' })}
        onEdit={(model) => setDialog({ kind: 'edit', model })}
        onDelete={setDeleting}
      />
      <ModelFormDialog
        target={dialog}
        reference={reference}
        onClose={() => setDialog(null)}
        onAdded={reload}
      />
      <DeleteModelDialog model={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </Flex>
  );
}
