import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a dialog has opened fully: visible, and its opening zoom ended (antd names each phase
 * of it in a class, `…-appear`/`…-enter`, from its first frame to its last). On a busy machine a
 * click sent while the dialog still grows was once lost: the button moved under the pointer
 * between the moment it was aimed at and the moment it was pressed, and the dialog stayed open.
 */
export async function dialogOpened(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  return dialog;
}
