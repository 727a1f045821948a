import { useApolloClient } from '@apollo/client/react';
import { type Dispatch, useCallback, useMemo, useRef, useState } from 'react';
import { GeneratorUploadImageDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { readFileAsDataUrl } from '../../../lib/readFileAsDataUrl';
import { useToast } from '../../../lib/useToast';
import type { GeneratedImage } from '../generatedImages';
import { isCreationReference } from '../normalizeParameters';
import type { ParametersAction } from '../state/parametersReducer';
import { sourceFileRefusal } from './sourceImageFile';
import type { SourceRequest } from './sourceRequest';
import { useSourceMask } from './useSourceMask';

export type SourceOrigin = 'upload' | 'result' | 'saved';

/** The source image as shown: what the parameters name, with what this visit knows of it. */
export interface SourceView {
  /** The parameters' seedImage: an imageUUID, a result's URL or creation:<id>. */
  seedImage: string;
  /** A thumbnail (a data URL, a result's URL or a saved image's preview); null when unknown. */
  previewUrl: string | null;
  /** The natural size, once known: the mask is painted at it. */
  width: number | null;
  height: number | null;
  origin: SourceOrigin;
  /** The content check flagged it: the thumbnail stays blurred until shown on request. */
  sensitive?: boolean;
}

/** The painted mask as shown: the uploaded mask and, when painted this visit, its PNG. */
export interface MaskView {
  maskImage: string;
  dataUrl: string | null;
}

interface SourceImageOptions {
  seedImage: string | null;
  maskImage: string | null;
  dispatch: Dispatch<ParametersAction>;
}

/**
 * The source image (image to image) and its mask (inpainting). The parameters hold what is sent
 * (seedImage, maskImage); this keeps what only the page needs: the preview, the natural size and
 * the mask's PNG. A file is uploaded once and then named by its imageUUID; a result is named by
 * its own imageUUID (no upload); a saved image as creation:<id> (the server uploads it).
 */
export function useSourceImage({ seedImage, maskImage, dispatch }: SourceImageOptions) {
  const client = useApolloClient();
  const toast = useToast();
  const [details, setDetails] = useState<SourceView | null>(null);
  const [uploadingSource, setUploadingSource] = useState(false);
  // Answers to an upload the user has since replaced or removed are dropped.
  const sourceTicket = useRef(0);

  const upload = useCallback(
    async (imageData: string): Promise<string> => {
      const { data } = await client.mutate({
        mutation: GeneratorUploadImageDocument,
        variables: { input: { imageData } },
      });
      const imageUUID = data?.uploadImage.imageUUID;
      if (!imageUUID) throw new Error('The image could not be uploaded.');
      return imageUUID;
    },
    [client],
  );
  const { maskView, setMask, uploadingMask, changeMask } = useSourceMask(
    seedImage,
    maskImage,
    dispatch,
    upload,
  );

  const show = useCallback(
    (view: SourceView) => {
      dispatch({ type: 'setSource', seedImage: view.seedImage });
      setDetails(view);
      setMask(null);
    },
    [dispatch, setMask],
  );

  const uploadFile = useCallback(
    async (file: File) => {
      const refusal = sourceFileRefusal(file);
      if (refusal) {
        toast({ variant: 'error', ...refusal });
        return;
      }
      const ticket = ++sourceTicket.current;
      setUploadingSource(true);
      try {
        const dataUrl = await readFileAsDataUrl(file);
        const imageUUID = await upload(dataUrl);
        if (ticket !== sourceTicket.current) return;
        show({
          seedImage: imageUUID,
          previewUrl: dataUrl,
          width: null,
          height: null,
          origin: 'upload',
        });
      } catch (error) {
        if (ticket === sourceTicket.current) {
          toast({ variant: 'error', title: 'Upload failed', description: errorMessage(error) });
        }
      } finally {
        if (ticket === sourceTicket.current) setUploadingSource(false);
      }
    },
    [show, toast, upload],
  );

  /** "Use as source" on a result: its own imageUUID, no upload. */
  const takeResult = useCallback(
    (image: GeneratedImage) => {
      sourceTicket.current += 1;
      setUploadingSource(false);
      show({
        seedImage: image.imageUUID ?? image.url,
        previewUrl: image.url,
        width: image.width,
        height: image.height,
        origin: 'result',
        sensitive: image.nsfw === true,
      });
      toast({
        variant: 'success',
        title: 'Source image set',
        description: 'Your next generations start from this image.',
      });
    },
    [show, toast],
  );

  /** The gallery's "Use as source": a saved image, with its thumbnail when one came along. */
  const takeSaved = useCallback(
    (request: SourceRequest) => {
      sourceTicket.current += 1;
      setUploadingSource(false);
      show({
        seedImage: request.seedImage,
        previewUrl: request.previewUrl,
        width: null,
        height: null,
        origin: 'saved',
      });
    },
    [show],
  );

  const remove = useCallback(() => {
    sourceTicket.current += 1;
    setUploadingSource(false);
    dispatch({ type: 'setSource', seedImage: null });
    setDetails(null);
    setMask(null);
  }, [dispatch, setMask]);

  /** The thumbnail loaded: the image's own size (a result's may differ from the one asked for). */
  const measured = useCallback((forSeed: string, width: number, height: number) => {
    if (width <= 0 || height <= 0) return;
    setDetails((current) =>
      current && current.seedImage === forSeed ? { ...current, width, height } : current,
    );
  }, []);

  const source = useMemo(() => sourceView(seedImage, details), [seedImage, details]);

  // The same object while nothing in it changed: the dashboard's parts skip re-rendering.
  return useMemo(
    () => ({
      source,
      mask: maskView,
      uploadingSource,
      uploadingMask,
      uploadFile: (file: File) => void uploadFile(file),
      takeResult,
      takeSaved,
      remove,
      measured,
      changeMask: (dataUrl: string | null, margin?: number | null) =>
        void changeMask(dataUrl, margin),
    }),
    [
      source,
      maskView,
      uploadingSource,
      uploadingMask,
      uploadFile,
      takeResult,
      takeSaved,
      remove,
      measured,
      changeMask,
    ],
  );
}

/** What the source panel shows for the parameters' seed image and what is known about it. */
function sourceView(seedImage: string | null, details: SourceView | null): SourceView | null {
  if (seedImage === null) return null;
  if (details?.seedImage === seedImage) return details;
  // Named by the parameters only (a favorite, remembered settings): nothing to show.
  return {
    seedImage,
    previewUrl: null,
    width: null,
    height: null,
    origin: isCreationReference(seedImage) ? 'saved' : 'result',
  };
}
