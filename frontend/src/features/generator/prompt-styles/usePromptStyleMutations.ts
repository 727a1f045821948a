import { useMutation } from '@apollo/client/react';
import {
  CreatePromptStyleDocument,
  DeletePromptStyleDocument,
  MyPromptStylesDocument,
  ResetPromptStylesDocument,
  UpdatePromptStyleDocument,
} from '../../../graphql/generated/graphql';

/**
 * Adding, changing, deleting and resetting the caller's styles. The list is sorted by the server,
 * so an addition asks for it again; a change updates its cached row, a reset writes the new list.
 */
export function usePromptStyleMutations() {
  const refetchQueries = [{ query: MyPromptStylesDocument }];
  const [create] = useMutation(CreatePromptStyleDocument, { refetchQueries });
  const [update] = useMutation(UpdatePromptStyleDocument, { refetchQueries });
  const [remove] = useMutation(DeletePromptStyleDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.deletePromptStyle || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'PromptStyle', id: variables.id }) });
      cache.gc();
    },
  });
  const [reset] = useMutation(ResetPromptStylesDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: MyPromptStylesDocument,
          data: { myPromptStyles: data.resetPromptStyles },
        });
    },
  });
  return { create, update, remove, reset };
}
