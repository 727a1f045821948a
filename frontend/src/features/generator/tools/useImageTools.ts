import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';
import { formatCredits } from '../../../lib/format';
import { loadDeferredParts } from '../deferred';
import type { GeneratedImage } from '../generatedImages';
import { type ImageTool, toolLabel, toolReference, toolResultImages } from './toolResults';
import type { UpscaleFactor } from './upscaleLimit';
import { useCreditBalanceWriter } from './useCreditBalanceWriter';

/** The tool running on an image, for its spinner. */
export type RunningTool = 'upscale' | 'removeBackground' | 'describe';

/** The key of the source image in `running` (results are keyed by their id). */
export const SOURCE_TOOL_KEY = 'source';

const charged = (credits: number) => `${formatCredits(credits)} credits charged.`;

const FAILURE_TITLES: Record<RunningTool, string> = {
  upscale: 'Upscale failed',
  removeBackground: 'Background removal failed',
  describe: 'Describe failed',
};

interface ImageToolsOptions {
  /** A description to put in the prompt (asking first when the prompt is not empty). */
  onDescription: (text: string) => void;
}

/**
 * The creator tools on the dashboard's images: upscale and background removal make new results
 * (kept beside the generated ones until the page is left), describe turns an image into a prompt.
 * One tool at a time per image; each success says what it was charged, each failure the server's
 * message.
 */
export function useImageTools({ onDescription }: ImageToolsOptions) {
  const client = useApolloClient();
  const toast = useToast();
  const writeBalance = useCreditBalanceWriter();
  const [running, setRunning] = useState<Readonly<Record<string, RunningTool>>>({});
  const [results, setResults] = useState<GeneratedImage[]>([]);
  // Read synchronously: a second click before the re-render must not start a second call.
  const busy = useRef(new Set<string>());
  const describeTarget = useRef(onDescription);
  useEffect(() => {
    describeTarget.current = onDescription;
  }, [onDescription]);

  const runOn = useCallback(
    async <T>(key: string, tool: RunningTool, call: () => Promise<T>): Promise<T | undefined> => {
      if (busy.current.has(key)) return undefined;
      busy.current.add(key);
      setRunning((current) => ({ ...current, [key]: tool }));
      try {
        return await call();
      } catch (error) {
        toast({ variant: 'error', title: FAILURE_TITLES[tool], description: errorMessage(error) });
        return undefined;
      } finally {
        busy.current.delete(key);
        setRunning((current) => {
          const next = { ...current };
          delete next[key];
          return next;
        });
      }
    },
    [toast],
  );

  const makeImage = useCallback(
    async (image: GeneratedImage, tool: ImageTool) => {
      await runOn(image.id, tool.kind, async () => {
        const { imageToolResult } = await loadDeferredParts();
        const result = await imageToolResult(client, toolReference(image), tool);
        if (!result) throw new Error('The tool returned no image.');
        writeBalance(result.creditBalance);
        const made = toolResultImages(result, image, tool);
        if (made.length === 0) throw new Error('The tool returned no image.');
        setResults((current) => [...current, ...made]);
        toast({
          variant: 'success',
          title: toolLabel(tool),
          description: charged(result.creditsCharged),
        });
      });
    },
    [client, runOn, toast, writeBalance],
  );

  /** Describes an image (a result's id or URL, the source's imageUUID or creation:<id>). */
  const describe = useCallback(
    async (key: string, reference: string) => {
      await runOn(key, 'describe', async () => {
        const { imageDescription } = await loadDeferredParts();
        const description = await imageDescription(client, reference);
        if (!description) throw new Error('The image could not be described.');
        writeBalance(description.creditBalance);
        toast({
          variant: 'success',
          title: 'Image described',
          description: charged(description.creditsCharged),
        });
        describeTarget.current(description.text);
      });
    },
    [client, runOn, toast, writeBalance],
  );

  // The same object while nothing in it changed: the dashboard's parts skip re-rendering.
  return useMemo(
    () => ({
      running,
      results,
      upscale: (image: GeneratedImage, factor: UpscaleFactor) =>
        void makeImage(image, { kind: 'upscale', factor }),
      removeBackground: (image: GeneratedImage) =>
        void makeImage(image, { kind: 'removeBackground' }),
      describeResult: (image: GeneratedImage) => void describe(image.id, toolReference(image)),
      describeSource: (seedImage: string) => void describe(SOURCE_TOOL_KEY, seedImage),
    }),
    [running, results, makeImage, describe],
  );
}
