import { useCallback } from 'react';
import { useToast } from '../../lib/useToast';
import { writeCopiedSettings } from './copiedSettings';

/**
 * Leaves settings for the dashboard (writeCopiedSettings), saying "Copy failed" when the browser
 * refuses to store them. Answers whether they were stored.
 */
export function useWriteCopiedSettings(): (settings: Record<string, unknown>) => boolean {
  const toast = useToast();
  return useCallback(
    (settings) => {
      try {
        writeCopiedSettings(settings);
        return true;
      } catch {
        toast({
          variant: 'error',
          title: 'Copy failed',
          description: 'Failed to copy settings to dashboard.',
        });
        return false;
      }
    },
    [toast],
  );
}
