import { BorderOuterOutlined, UserAddOutlined } from '@ant-design/icons';
import type { LightboxAction } from '../../lightbox/lightboxTypes';
import type { ExpandRequest, ExpandSource } from '../expand/expandRequest';
import type { GeneratedImage } from '../generatedImages';
import type { VariationPrices } from '../vary/useVariationPrices';
import { variationAction } from '../vary/variationAction';
import { variationSourceOf, type VaryActions } from '../vary/VaryMenu';
import type { ImageDialogs } from './useImageDialogs';

/** A result as the Expand dialog starts from it; null without a provider id to seed from. */
export function expandSource(image: GeneratedImage): ExpandSource | null {
  if (!image.imageUUID) return null;
  return {
    seedImage: image.imageUUID,
    url: image.url,
    width: image.width,
    height: image.height,
    prompt: image.prompt,
    ...(image.negative_prompt ? { negativePrompt: image.negative_prompt } : {}),
    model: image.model_id,
  };
}

/** A result the provider knows by id, made from a prompt: it can be varied and referenced. */
const fromPrompt = (image: GeneratedImage) => Boolean(image.imageUUID) && !image.tool;

interface ResultDialogOptions {
  /** Expand (outpaint) to the queue; left out, no "Expand…". */
  onExpand?: (request: ExpandRequest) => void;
  dialogs: ImageDialogs;
  /** After an expansion is sent: a viewer closes, to show it in the queue. */
  afterQueued?: () => void;
}

/** "Expand…" (a result with a provider id) and "Use as reference…" (one made from a prompt). */
export function resultDialogActions(
  image: GeneratedImage,
  { onExpand, dialogs, afterQueued }: ResultDialogOptions,
): LightboxAction[] {
  const actions: LightboxAction[] = [];
  const source = onExpand ? expandSource(image) : null;
  if (onExpand && source)
    actions.push({
      key: 'expand',
      label: 'Expand…',
      icon: <BorderOuterOutlined aria-hidden />,
      onSelect: () =>
        dialogs.openExpand(source, (request) => {
          onExpand(request);
          afterQueued?.();
        }),
    });
  const { imageUUID } = image;
  if (imageUUID && fromPrompt(image))
    actions.push({
      key: 'use-as-reference',
      label: 'Use as reference…',
      icon: <UserAddOutlined aria-hidden />,
      onSelect: () => dialogs.openReference([imageUUID]),
    });
  return actions;
}

interface MoreResultOptions extends ResultDialogOptions {
  vary?: VaryActions;
  prices: VariationPrices;
}

/**
 * What can be made from a result besides the creator tools: "Vary" (subtle, strong, each priced
 * as it opens, and "Remix"), "Expand…" and "Use as reference…". One list for the full-size viewer
 * and the recent strip, running through the dashboard's queue like a result's own Vary menu.
 */
export function moreResultActions(image: GeneratedImage, options: MoreResultOptions) {
  const { vary, prices, afterQueued } = options;
  const actions: LightboxAction[] = [];
  if (vary && fromPrompt(image))
    actions.push(
      variationAction({
        prices,
        source: variationSourceOf(image),
        onVary: (strength) => {
          vary.onVary(image, strength);
          afterQueued?.();
        },
        onRemix: () => vary.onRemix(image),
      }),
    );
  return [...actions, ...resultDialogActions(image, options)];
}
