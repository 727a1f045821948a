import { useEffect, useState } from 'react';
import { loadImage } from './loadImage';
import { emptyHistory } from './maskHistory';
import { MaskLayers, type MaskStepHistory } from './maskLayers';

interface MaskDocumentOptions {
  width: number;
  height: number;
  /** The mask to start from (PNG data URL, white = repaint); read once, when the editor opens. */
  initialMask: string | null;
  /** The on-screen overlay's colour. */
  overlayColour: string;
}

export interface MaskDocument {
  layers: MaskLayers;
  canUndo: boolean;
  canRedo: boolean;
  /** False while the initial mask loads: applying then would drop it. */
  ready: boolean;
  /** The initial mask could not be read; editing starts from an empty one. */
  loadFailed: boolean;
}

/** The mask being edited, with what the toolbar needs to know about it. */
export function useMaskDocument({
  width,
  height,
  initialMask,
  overlayColour,
}: MaskDocumentOptions): MaskDocument {
  const [history, setHistory] = useState<MaskStepHistory>(emptyHistory);
  const [layers] = useState(() => new MaskLayers(width, height, overlayColour, setHistory));
  // A later value is the caller echoing our own Apply; the mask being edited stays.
  const [startingMask] = useState(initialMask);
  const [loading, setLoading] = useState(startingMask !== null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => layers.setOverlayColour(overlayColour), [layers, overlayColour]);

  useEffect(() => {
    if (startingMask === null) return;
    let current = true;
    loadImage(startingMask)
      .then(
        (image) => current && layers.loadMask(image),
        () => current && setLoadFailed(true),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [layers, startingMask]);

  return {
    layers,
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
    ready: !loading,
    loadFailed,
  };
}
