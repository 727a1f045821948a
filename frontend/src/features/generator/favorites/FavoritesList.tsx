import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, App, Button, Empty, Flex, List, Spin, Typography } from 'antd';
import { FavoritesDocument, type FavoriteItemFragment } from '../../../graphql/generated/graphql';
import { useToast } from '../../../lib/useToast';
import { favoriteDate } from './favoriteParameters';
import { useFavoriteMutations } from './useFavoriteMutations';

interface FavoritesListProps {
  onLoad: (favorite: FavoriteItemFragment) => void;
}

/** The saved favorites, newest first, each with load and delete (list at most 24rem high). */
export function FavoritesList({ onLoad }: FavoritesListProps) {
  const { data, loading, error } = useQuery(FavoritesDocument);
  const { remove } = useFavoriteMutations();
  const { modal } = App.useApp();
  const toast = useToast();

  const confirmDelete = (favorite: FavoriteItemFragment) => {
    modal.confirm({
      title: 'Delete favorite',
      content: `Are you sure you want to delete the favorite "${favorite.name}"?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await remove({ variables: { id: favorite.id } });
        } catch {
          toast({
            variant: 'error',
            title: 'Error while deleting',
            description: 'Could not remove the favorite.',
          });
          return;
        }
        toast({ variant: 'success', title: 'Removed!' });
      },
    });
  };

  if (loading) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (error) return <Alert type="error" showIcon title="Could not load your favorites." />;
  const favorites = data?.favorites ?? [];
  if (favorites.length === 0) return <Empty description="No favorites saved yet" />;

  return (
    <div style={{ maxHeight: '24rem', overflowY: 'auto' }}>
      <List
        aria-label="Favorites"
        dataSource={favorites}
        renderItem={(favorite) => (
          <List.Item
            key={favorite.id}
            actions={[
              <Button
                key="load"
                size="small"
                icon={<DownloadOutlined aria-hidden />}
                aria-label={`Load ${favorite.name}`}
                onClick={() => onLoad(favorite)}
              >
                Load
              </Button>,
              <Button
                key="delete"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Delete ${favorite.name}`}
                onClick={() => confirmDelete(favorite)}
              />,
            ]}
          >
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong>{favorite.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {favoriteDate(favorite.savedAt)}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                {favorite.prompt}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </div>
  );
}
