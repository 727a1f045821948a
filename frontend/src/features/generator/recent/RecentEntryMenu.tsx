import { EllipsisOutlined } from '@ant-design/icons';
import { ActionsMenu } from '../preview/ActionsMenu';
import type { ImageToolActions } from '../preview/ImageToolbar';
import { moreResultActions } from '../preview/moreResultActions';
import type { ImageDialogs } from '../preview/useImageDialogs';
import type { GeneratedImage } from '../generatedImages';
import { useVariationPrices } from '../vary/useVariationPrices';

/** What the strip's menus do: the dashboard's own Vary, Remix and Expand of a result. */
export type RecentEntryActions = Pick<ImageToolActions, 'vary' | 'onExpand'>;

interface RecentEntryMenuProps {
  image: GeneratedImage;
  /** The entry's name, which the button's name starts with. */
  name: string;
  actions: RecentEntryActions;
  dialogs: ImageDialogs;
}

/**
 * A small button over a recent thumbnail's corner whose menu varies its image (each variation
 * priced as the menu opens), remixes it, uses it as a reference or expands it. A plain button
 * (never hidden until hover), so it is there to tap on a phone and to reach with Tab.
 */
export function RecentEntryMenu({ image, name, actions, dialogs }: RecentEntryMenuProps) {
  const prices = useVariationPrices();
  const items = moreResultActions(image, {
    vary: actions.vary,
    onExpand: actions.onExpand,
    prices,
    dialogs,
  });
  if (items.length === 0) return null;
  return (
    <ActionsMenu actions={items}>
      <button
        type="button"
        className="generator-recent-more"
        aria-label={`${name}, more actions`}
        aria-haspopup="menu"
        title="More actions"
      >
        <EllipsisOutlined aria-hidden />
      </button>
    </ActionsMenu>
  );
}
