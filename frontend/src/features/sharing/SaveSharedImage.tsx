import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SaveSharedImageDocument } from '../../graphql/generated/sharing/graphql';
import { graphQLRefusal } from '../../lib/graphQLRefusal';
import { useToast } from '../../lib/useToast';
import { forgetAllCreationLists } from '../gallery/galleryCache';
import { SharedImageActionState } from './SharedImageActionState';
import type { SharedImageRef } from './sharedImageRef';

/**
 * "Save to my gallery": copies a shared image into the viewer's Default folder, once, then shows
 * the gallery. The copy is theirs: every list of theirs is read anew. A gallery that holds a copy
 * already is told so (the server stores no second one) and shown too.
 */
export function SaveSharedImage({ slug, creationId, pass }: SharedImageRef) {
  const navigate = useNavigate();
  const toast = useToast();
  const [save] = useMutation(SaveSharedImageDocument, {
    update: (cache) => {
      forgetAllCreationLists(cache);
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'creationCount' });
    },
  });
  const [failure, setFailure] = useState<unknown>(null);
  // Once per visit: a second run of the effect (React's development checks) must not copy again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    save({ variables: { slug, creationId, pass } })
      .then(({ data }) => {
        const folder = data?.saveSharedImage.folder.name ?? 'Default';
        toast({
          variant: 'success',
          title: 'Saved to your gallery',
          description: `The image has been saved to the folder "${folder}".`,
        });
        void navigate('/gallery', { replace: true });
      })
      .catch((error: unknown) => {
        if (graphQLRefusal(error).code !== 'ALREADY_SAVED') {
          setFailure(error);
          return;
        }
        toast({
          variant: 'info',
          title: 'Already saved',
          description: error instanceof Error ? error.message : undefined,
        });
        void navigate('/gallery', { replace: true });
      });
  }, [save, slug, creationId, pass, toast, navigate]);

  return (
    <SharedImageActionState
      waiting="Saving to your gallery"
      failure={failure}
      failureTitle="Could not save this image"
      slug={slug}
    />
  );
}
