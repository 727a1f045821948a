import { useCallback } from 'react';
import { useToast } from '../../lib/useToast';

/** Copies a prompt to the clipboard and says how that went, as the dashboard's results do. */
export function useCopyPrompt() {
  const toast = useToast();
  return useCallback(
    async (prompt: string) => {
      try {
        await navigator.clipboard.writeText(prompt);
        toast({ variant: 'success', title: 'Prompt Copied' });
      } catch {
        toast({
          variant: 'error',
          title: 'Copy failed',
          description: 'The prompt could not be copied.',
        });
      }
    },
    [toast],
  );
}
