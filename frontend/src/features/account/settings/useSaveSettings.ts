import { useCallback } from 'react';
import { useToast } from '../../../lib/useToast';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * Runs a write to browser storage and reports a refusal (storage full or disabled) as the spec's
 * 'Error saving'. With `announce`, a success is confirmed too. Returns whether it was saved.
 */
export function useSaveSettings() {
  const toast = useToast();
  return useCallback(
    (write: () => void, { announce = false }: { announce?: boolean } = {}): boolean => {
      try {
        write();
      } catch (error) {
        toast({ variant: 'error', title: 'Error saving', description: errorMessage(error) });
        return false;
      }
      if (announce) toast({ variant: 'success', title: 'Settings saved' });
      return true;
    },
    [toast],
  );
}
