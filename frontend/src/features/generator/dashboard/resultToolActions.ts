import type { GenerationParameters } from '../generationParameters';
import { normalizeParameters } from '../normalizeParameters';
import type { ImageToolActions, ShareResultActions } from '../preview/ImageToolbar';
import type { useSourceImage } from '../source/useSourceImage';
import type { GenerationQueue } from '../state/useGenerationQueue';
import type { useImageTools } from '../tools/useImageTools';

interface ResultToolsOptions {
  source: Pick<ReturnType<typeof useSourceImage>, 'takeResult'>;
  tools: Pick<
    ReturnType<typeof useImageTools>,
    'upscale' | 'removeBackground' | 'describeResult' | 'running'
  >;
  queue: Pick<GenerationQueue, 'expand' | 'vary'>;
  /** "Share" of a saved result; absent until the lookup of where results are saved answers. */
  share: ShareResultActions | undefined;
  /** Whether the chosen model takes a source image; without one, no "Use as source". */
  takesSourceImage: boolean;
  replaceParameters: (next: GenerationParameters) => void;
}

/**
 * What a result's tools do on the dashboard: the source image, the creator tools, Expand and Vary
 * to the queue, Remix into the form, Share of a saved copy.
 */
export function resultToolActions({
  source,
  tools,
  queue,
  share,
  takesSourceImage,
  replaceParameters,
}: ResultToolsOptions): ImageToolActions {
  return {
    ...(takesSourceImage ? { onUseAsSource: source.takeResult } : {}),
    onUpscale: tools.upscale,
    onRemoveBackground: tools.removeBackground,
    onDescribe: tools.describeResult,
    running: tools.running,
    onExpand: (request) => void queue.expand(request),
    vary: {
      onVary: (image, strength) => void queue.vary({ image, strength }),
      onRemix: (image) =>
        replaceParameters(normalizeParameters({ ...image.params, seed: image.params.seed })),
    },
    share,
  };
}
