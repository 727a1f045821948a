import { HeartOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { type FavoriteItemFragment } from '../../../graphql/generated/graphql';
import { useToast } from '../../../lib/useToast';
import { type GenerationParameters } from '../generationParameters';
import { parametersFromFavorite } from './favoriteParameters';
import { FavoritesList } from './FavoritesList';
import { SaveFavoriteDialog } from './SaveFavoriteDialog';

interface FavoritesPanelProps {
  parameters: GenerationParameters;
  onLoad: (parameters: GenerationParameters) => void;
}

/** The two favorites buttons: save the current prompt and settings, and open the list. */
export function FavoritesPanel({ parameters, onLoad }: FavoritesPanelProps) {
  const [saving, setSaving] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const toast = useToast();

  const load = (favorite: FavoriteItemFragment) => {
    onLoad(parametersFromFavorite(favorite));
    setListOpen(false);
    toast({ variant: 'success', title: 'Loaded!', description: favorite.name });
  };

  return (
    <Flex gap={8} wrap>
      <Button icon={<HeartOutlined aria-hidden />} onClick={() => setSaving(true)}>
        Save as favorite
      </Button>
      <Button icon={<StarOutlined aria-hidden />} onClick={() => setListOpen(true)}>
        Favorites
      </Button>
      <SaveFavoriteDialog open={saving} parameters={parameters} onClose={() => setSaving(false)} />
      <Modal
        open={listOpen}
        title="Favorites"
        footer={null}
        onCancel={() => setListOpen(false)}
        destroyOnHidden
      >
        <FavoritesList onLoad={load} />
      </Modal>
    </Flex>
  );
}
