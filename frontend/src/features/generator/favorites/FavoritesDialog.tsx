import { Modal } from 'antd';
import type { FavoriteItemFragment } from '../../../graphql/generated/graphql';
import { FavoritesList } from './FavoritesList';

interface FavoritesDialogProps {
  open: boolean;
  onLoad: (favorite: FavoriteItemFragment) => void;
  onClose: () => void;
}

/** "Favorites": the saved favorites to load or delete. */
export function FavoritesDialog({ open, onLoad, onClose }: FavoritesDialogProps) {
  return (
    <Modal open={open} title="Favorites" footer={null} onCancel={onClose} destroyOnHidden>
      <FavoritesList onLoad={onLoad} />
    </Modal>
  );
}
