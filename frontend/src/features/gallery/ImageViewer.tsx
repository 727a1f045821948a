import {
  BorderOuterOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  ExpandOutlined,
  InfoCircleOutlined,
  ScissorOutlined,
  ShareAltOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { GalleryCreationFragment } from '../../graphql/generated/graphql';
import { type ImageDialogs, useImageDialogs } from '../generator/preview/useImageDialogs';
import { type VariationPrices, useVariationPrices } from '../generator/vary/useVariationPrices';
import { variationAction } from '../generator/vary/variationAction';
import { Lightbox } from '../lightbox/Lightbox';
import type { LightboxAction } from '../lightbox/lightboxTypes';
import { useCopyPrompt } from '../lightbox/useCopyPrompt';
import type { CreationActions } from './CreationGrid';
import { type ImageTool, imageToolLabel, toolFits, UPSCALE_FACTORS } from './imageTools';
import { type UnloadedPages, useViewerPaging } from './ImageViewerPaging';
import { resolveImageUrl } from './imageUrl';

/** What the viewer offers on its image: the card's actions, without opening. */
export type ViewerActions = Omit<CreationActions, 'open'>;

interface ImageViewerProps {
  /** The loaded images. */
  creations: readonly GalleryCreationFragment[];
  /** The open image, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The pages not loaded yet and the list's count: the viewer pages across all of them. */
  more?: UnloadedPages;
  actions?: ViewerActions;
}

const upscale = (factor: (typeof UPSCALE_FACTORS)[number]): ImageTool => ({
  kind: 'upscale',
  factor,
});

/** What the viewer adds to the card's actions: the variations' prices, the reference dialog. */
interface ViewerExtras {
  copyPrompt: (prompt: string) => Promise<void>;
  prices: VariationPrices;
  dialogs: ImageDialogs;
}

/**
 * The gallery's actions on one image, as the lightbox shows them (the tools of its card menu, and
 * "Use as reference…"). The viewer stays open: a variation or an expansion runs in the
 * dashboard's queue, and its toast shows inside the viewer.
 */
function creationActions(
  creation: GalleryCreationFragment,
  actions: ViewerActions,
  { copyPrompt, prices, dialogs }: ViewerExtras,
): LightboxAction[] {
  const tool = (chosen: ImageTool) => () => actions.tool(creation, chosen);
  return [
    {
      key: 'download',
      label: 'Download',
      icon: <DownloadOutlined />,
      onSelect: () => actions.download(creation),
    },
    {
      key: 'share',
      label: 'Share',
      icon: <ShareAltOutlined />,
      onSelect: () => actions.share(creation),
    },
    {
      key: 'copy-prompt',
      label: 'Copy prompt',
      icon: <CopyOutlined />,
      onSelect: () => void copyPrompt(creation.prompt),
    },
    {
      key: 'details',
      label: 'Details',
      icon: <InfoCircleOutlined />,
      onSelect: () => actions.details(creation),
    },
    { key: 'move', label: 'Move', icon: <SwapOutlined />, onSelect: () => actions.move(creation) },
    {
      key: 'use-as-source',
      label: imageToolLabel({ kind: 'useAsSource' }),
      icon: <ThunderboltOutlined />,
      onSelect: tool({ kind: 'useAsSource' }),
    },
    {
      key: 'upscale',
      label: 'Upscale',
      icon: <ExpandOutlined />,
      choices: UPSCALE_FACTORS.map((factor) => ({
        key: String(factor),
        label: imageToolLabel(upscale(factor)),
        disabled: !toolFits(upscale(factor), creation),
        onSelect: tool(upscale(factor)),
      })),
    },
    {
      key: 'remove-background',
      label: imageToolLabel({ kind: 'removeBackground' }),
      icon: <ScissorOutlined />,
      onSelect: tool({ kind: 'removeBackground' }),
    },
    variationAction({
      prices,
      source: { creationId: creation.id },
      onVary: (strength) => actions.vary(creation, strength),
    }),
    {
      key: 'expand',
      label: 'Expand…',
      icon: <BorderOuterOutlined />,
      onSelect: () => actions.expand(creation),
    },
    {
      key: 'use-as-reference',
      label: 'Use as reference…',
      icon: <UserAddOutlined />,
      onSelect: () => dialogs.openReference([`creation:${creation.id}`]),
    },
    {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteOutlined />,
      danger: true,
      onSelect: () => actions.remove(creation),
    },
  ];
}

/**
 * The gallery's full-size viewer: the lightbox over the whole list ("n / total" from the server,
 * the next page loaded on the way), with the card's actions and tools.
 */
export function ImageViewer({ creations, index, onIndexChange, more, actions }: ImageViewerProps) {
  const copyPrompt = useCopyPrompt();
  const prices = useVariationPrices();
  const dialogs = useImageDialogs();
  const paging = useViewerPaging({ index, onIndexChange, loaded: creations.length, more });
  const creation = paging.shown === null ? undefined : creations[paging.shown];

  return (
    <>
      <Lightbox
        image={
          creation
            ? {
                key: creation.id,
                src: resolveImageUrl(creation.imageUrl),
                alt: creation.prompt.trim() || 'Saved image',
              }
            : null
        }
        onClose={() => onIndexChange(null)}
        position={paging.position}
        onPrevious={paging.onPrevious}
        onNext={paging.onNext}
        nextLoading={paging.nextLoading}
        caption={creation?.prompt}
        actions={
          creation && actions
            ? creationActions(creation, actions, { copyPrompt, prices, dialogs })
            : undefined
        }
      />
      {dialogs.element}
    </>
  );
}
