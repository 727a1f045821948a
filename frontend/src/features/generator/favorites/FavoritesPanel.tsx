import { HeartOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { FavoriteItemFragment } from '../../../graphql/generated/graphql';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import { useToast } from '../../../lib/useToast';
import { DeferredFavoritesDialog, DeferredSaveFavoriteDialog } from '../deferred';
import type { GenerationParameters } from '../generationParameters';
import { parametersFromFavorite } from './favoriteParameters';

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
      <LoadWhenNeeded when={saving}>
        <DeferredSaveFavoriteDialog
          open={saving}
          parameters={parameters}
          onClose={() => setSaving(false)}
        />
      </LoadWhenNeeded>
      <LoadWhenNeeded when={listOpen}>
        <DeferredFavoritesDialog open={listOpen} onLoad={load} onClose={() => setListOpen(false)} />
      </LoadWhenNeeded>
    </Flex>
  );
}
