import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageToolActions } from '../preview/ImageToolbar';

/** The Tools button under a result (its menu holds the creator tools). */
export function toolsButton(result: HTMLElement): HTMLElement {
  return within(result).getByRole('button', { name: 'Tools' });
}

/** Opens a result's Tools menu and chooses a tool by its name ('Remove background', /Upscale ×2/). */
export async function chooseImageTool(result: HTMLElement, tool: string | RegExp): Promise<void> {
  await userEvent.click(toolsButton(result));
  await userEvent.click(await screen.findByRole('menuitem', { name: tool }));
}

/** Opens a result's Tools menu and returns the entry for a tool, to read its state. */
export async function imageToolEntry(result: HTMLElement, tool: string | RegExp) {
  await userEvent.click(toolsButton(result));
  return screen.findByRole('menuitem', { name: tool });
}

/** A result's creator tools as spies, none of them running. */
export function imageToolSpies() {
  return {
    onUseAsSource: jest.fn(),
    onUpscale: jest.fn(),
    onRemoveBackground: jest.fn(),
    onDescribe: jest.fn(),
    running: {},
  } satisfies ImageToolActions;
}
