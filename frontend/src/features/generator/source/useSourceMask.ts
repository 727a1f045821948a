import { type Dispatch, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';
import type { ParametersAction } from '../state/parametersReducer';
import type { MaskView } from './useSourceImage';

/**
 * The source image's mask (inpainting): the mask editor's PNG uploaded once and sent as maskImage,
 * kept for the view while it is the parameters' mask; an answer for a source since replaced is
 * dropped (see useSourceImage).
 */
export function useSourceMask(
  seedImage: string | null,
  maskImage: string | null,
  dispatch: Dispatch<ParametersAction>,
  upload: (imageData: string) => Promise<string>,
) {
  const toast = useToast();
  const [mask, setMask] = useState<{ maskImage: string; dataUrl: string } | null>(null);
  const [uploadingMask, setUploadingMask] = useState(false);
  const currentSeed = useRef(seedImage);
  useEffect(() => {
    currentSeed.current = seedImage;
  }, [seedImage]);

  /** The mask editor's answer: uploaded once, then sent as maskImage; null removes the mask. */
  const changeMask = useCallback(
    async (dataUrl: string | null, maskMargin: number | null = null) => {
      if (dataUrl === null) {
        dispatch({ type: 'update', changes: { maskImage: null } });
        setMask(null);
        return;
      }
      const forSeed = currentSeed.current;
      setUploadingMask(true);
      try {
        const uploaded = await upload(dataUrl);
        if (forSeed !== currentSeed.current) return;
        dispatch({ type: 'update', changes: { maskImage: uploaded, maskMargin } });
        setMask({ maskImage: uploaded, dataUrl });
      } catch (error) {
        toast({ variant: 'error', title: 'Mask upload failed', description: errorMessage(error) });
      } finally {
        setUploadingMask(false);
      }
    },
    [dispatch, toast, upload],
  );

  const maskView: MaskView | null = useMemo(
    () =>
      seedImage === null || maskImage === null
        ? null
        : { maskImage, dataUrl: mask?.maskImage === maskImage ? mask.dataUrl : null },
    [seedImage, maskImage, mask],
  );

  return { maskView, setMask, uploadingMask, changeMask };
}
