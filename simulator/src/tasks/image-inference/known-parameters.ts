/**
 * Every imageInference parameter the provider documents (reference §2, §3). Anything else is
 * refused with `unknownParameter`, which catches misspellings such as `cfgScale` before they reach
 * the real provider.
 */
export const IMAGE_INFERENCE_PARAMETERS: ReadonlySet<string> = new Set([
  'taskType',
  'taskUUID',
  'includeCost',
  'outputType',
  'outputFormat',
  'outputQuality',
  'numberResults',
  'ttl',
  'uploadEndpoint',
  'webhookURL',
  'deliveryMethod',
  'positivePrompt',
  'negativePrompt',
  'model',
  'width',
  'height',
  'steps',
  'CFGScale',
  'scheduler',
  'seed',
  'clipSkip',
  'promptWeighting',
  'usePromptWeighting',
  'vae',
  'acceleration',
  'seedImage',
  'maskImage',
  'strength',
  'maskMargin',
  'outpaint',
  'referenceImages',
  'inputs',
  'lora',
  'controlNet',
  'ipAdapters',
  'embeddings',
  'refiner',
  'acceleratorOptions',
  'advancedFeatures',
  'puLID',
  'acePlusPlus',
  'photoMaker',
  'ultralytics',
  'providerSettings',
  'hiresFix',
  'trueCFGScale',
  'safety',
  'checkNSFW',
]);

/** The documented parameter a misspelt one probably meant (same letters, other casing). */
export function suggestParameter(name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const known of IMAGE_INFERENCE_PARAMETERS) if (known.toLowerCase() === lower) return known;
  return undefined;
}
