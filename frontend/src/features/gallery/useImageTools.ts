import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import {
  type GalleryCreationFragment,
  GalleryRemoveBackgroundDocument,
  type GalleryUpscaleImageMutation,
  GalleryUpscaleImageDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useSession } from '../account/session';
import { creationImageRef, type ImageMakingTool } from './imageTools';

/** What a tool answers (upscale and background removal answer alike). */
export type ToolResult = GalleryUpscaleImageMutation['upscaleImage'];

/** One use of a tool on a saved image: under way, its result, or why it failed. */
export type ToolRun = { creation: GalleryCreationFragment; tool: ImageMakingTool } & (
  | { status: 'running' }
  | { status: 'done'; result: ToolResult; imageUrl: string }
  | { status: 'failed'; message: string }
);

/**
 * Upscale and background removal on a saved image (named `creation:<id>`, so the server reads it
 * from storage). One run shows at a time: the answer of a run a newer one replaced is dropped. The
 * balance the answer reports replaces the header's at once.
 */
export function useImageTools() {
  const client = useApolloClient();
  const { user } = useSession();
  const userId = user?.id;
  const [run, setRun] = useState<ToolRun | null>(null);
  const current = useRef(0);

  const start = useCallback(
    async (creation: GalleryCreationFragment, tool: ImageMakingTool) => {
      const runId = ++current.current;
      const shown = (next: ToolRun) => {
        if (current.current === runId) setRun(next);
      };
      setRun({ creation, tool, status: 'running' });
      const image = creationImageRef(creation.id);
      try {
        const result =
          tool.kind === 'upscale'
            ? (
                await client.mutate({
                  mutation: GalleryUpscaleImageDocument,
                  variables: { input: { image, upscaleFactor: tool.factor } },
                })
              ).data?.upscaleImage
            : (
                await client.mutate({
                  mutation: GalleryRemoveBackgroundDocument,
                  variables: { input: { image } },
                })
              ).data?.removeBackground;
        if (result && userId) {
          client.cache.modify({
            id: client.cache.identify({ __typename: 'User', id: userId }),
            fields: { creditBalance: () => result.creditBalance },
          });
        }
        const imageUrl = result?.images[0]?.imageURL;
        if (!result || !imageUrl) throw new Error('The tool returned no image.');
        shown({ creation, tool, status: 'done', result, imageUrl });
      } catch (error) {
        shown({ creation, tool, status: 'failed', message: errorMessage(error) });
      }
    },
    [client, userId],
  );

  // Closed while under way, the dialog comes back with the answer: the result was paid for.
  const close = useCallback(() => setRun(null), []);

  return { run, start, close };
}
