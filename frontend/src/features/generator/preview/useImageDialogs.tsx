import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import type { ExpandRequest, ExpandSource } from '../expand/expandRequest';

// Its own chunk, shared with the gallery: fetched when "Expand…" is chosen.
const ExpandDialog = lazy(() => import('../expand/ExpandDialog'));
// Likewise, shared with the gallery's selection: fetched when "Use as reference…" is chosen.
const UseAsReferenceDialog = lazy(() =>
  import('../../references/UseAsReferenceDialog').then((module) => ({
    default: module.UseAsReferenceDialog,
  })),
);

type OpenDialog =
  | { kind: 'expand'; source: ExpandSource; onGenerate: (request: ExpandRequest) => void }
  | { kind: 'reference'; images: readonly string[] }
  | null;

export interface ImageDialogs {
  /** The Expand canvas dialog of one image; its Generate hands the request to `onGenerate`. */
  openExpand: (source: ExpandSource, onGenerate: (request: ExpandRequest) => void) => void;
  /** The "Use as reference" dialog of images as the server names them. */
  openReference: (images: readonly string[]) => void;
  /** The open dialog, loaded when first opened: rendered beside what opens it. */
  element: ReactNode;
}

/**
 * The dialogs an image's "Expand…" and "Use as reference…" open, one at a time, each loaded in
 * its own chunk when chosen, so what offers them (a result's tools, a viewer, the recent strip)
 * stays light.
 */
export function useImageDialogs(): ImageDialogs {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);
  const openExpand = useCallback(
    (source: ExpandSource, onGenerate: (request: ExpandRequest) => void) =>
      setOpen({ kind: 'expand', source, onGenerate }),
    [],
  );
  const openReference = useCallback(
    (images: readonly string[]) => setOpen({ kind: 'reference', images }),
    [],
  );
  const element = useMemo(() => {
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        {open.kind === 'expand' ? (
          <ExpandDialog source={open.source} onClose={close} onGenerate={open.onGenerate} />
        ) : (
          <UseAsReferenceDialog open images={open.images} onClose={close} onSaved={close} />
        )}
      </Suspense>
    );
  }, [open, close]);
  return { openExpand, openReference, element };
}
