import { type UpscaleFactor, upscaleFits } from '../generator/tools/upscaleLimit';

export { type UpscaleFactor, UPSCALE_FACTORS } from '../generator/tools/upscaleLimit';

/** What can be made from a saved image: the dashboard's source, or a creator tool's result. */

export type ImageTool =
  | { kind: 'useAsSource' }
  | { kind: 'upscale'; factor: UpscaleFactor }
  | { kind: 'removeBackground' };

/** The tools that make a new image (and charge for it). */
export type ImageMakingTool = Exclude<ImageTool, { kind: 'useAsSource' }>;

/**
 * Whether the tool can run on an image of this size: an upscale must stay within the provider's
 * limit (the dashboard's rule), so a factor that would pass it is offered disabled.
 */
export function toolFits(tool: ImageTool, image: { width: number; height: number }): boolean {
  return tool.kind !== 'upscale' || upscaleFits(image, tool.factor);
}

/** The tool's name, as its menu item and its result dialog say it. */
export function imageToolLabel(tool: ImageTool): string {
  switch (tool.kind) {
    case 'useAsSource':
      return 'Use as source';
    case 'upscale':
      return `Upscale ×${tool.factor}`;
    case 'removeBackground':
      return 'Remove background';
  }
}

/** The name a saved image goes by in a tool's input. */
export const creationImageRef = (creationId: string) => `creation:${creationId}`;

/** Where "Use as source" leads: the dashboard, with the image as its source and preview. */
export function sourceOnDashboardPath(creation: { id: string; imageUrl: string }): string {
  return `/dashboard?source=${creationImageRef(creation.id)}&preview=${encodeURIComponent(creation.imageUrl)}`;
}
