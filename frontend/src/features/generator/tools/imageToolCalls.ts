import type { ApolloClient } from '@apollo/client';
import {
  GeneratorDescribeImageDocument,
  GeneratorRemoveBackgroundDocument,
  type GeneratorToolResultFragment,
  GeneratorUpscaleImageDocument,
} from '../../../graphql/generated/graphql';
import type { ImageTool } from './toolResults';

// The creator tools' calls, with the dashboard's deferred parts (useImageTools reads them from
// there): their documents are not needed before a result or a source is there, so they stay out
// of the first load.

/** Upscales an image or removes its background (by reference): the tool's new image. */
export async function imageToolResult(
  client: ApolloClient,
  reference: string,
  tool: ImageTool,
): Promise<GeneratorToolResultFragment | undefined> {
  if (tool.kind === 'upscale') {
    const { data } = await client.mutate({
      mutation: GeneratorUpscaleImageDocument,
      variables: { input: { image: reference, upscaleFactor: tool.factor } },
    });
    return data?.upscaleImage;
  }
  const { data } = await client.mutate({
    mutation: GeneratorRemoveBackgroundDocument,
    variables: { input: { image: reference } },
  });
  return data?.removeBackground;
}

/** Describes an image (by reference) in words. */
export async function imageDescription(client: ApolloClient, reference: string) {
  const { data } = await client.mutate({
    mutation: GeneratorDescribeImageDocument,
    variables: { input: { image: reference } },
  });
  return data?.describeImage;
}
