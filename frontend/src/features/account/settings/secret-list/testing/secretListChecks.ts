import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The row of the list named `listName` that shows `text`. */
export function listRow(listName: string, text: string) {
  const row = within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(text));
  if (!row) throw new Error(`No row showing ${text} in ${listName}`);
  return row;
}

/**
 * Opens the create dialog (named as its button, `opener`) and waits until the dialog has put the
 * focus in its first field: it does so once its opening animation ends, and a test that typed
 * before then would see later keystrokes land in that field instead.
 */
export async function openCreateDialog(user: User, opener: string) {
  await user.click(screen.getByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: opener });
  await waitFor(() =>
    expect(within(dialog).getAllByRole('textbox')).toContain(document.activeElement),
  );
  return within(dialog);
}

/**
 * The failed load's alert says why, and "Try again" loads the list: `loaded` shows, the alert
 * goes.
 */
export async function expectTryAgainAfterLoadFailure(
  user: User,
  { title, reason, loaded }: { title: string; reason: string; loaded: string },
) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(title);
  expect(alert).toHaveTextContent(reason);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByText(loaded)).toBeInTheDocument();
  expect(screen.queryByText(title)).not.toBeInTheDocument();
}

/**
 * The shown-once dialog holds the secret in a read-only field, focused; Copy copies it and says
 * so; after Done the secret is nowhere on the page.
 */
export async function expectSecretShownOnce(
  user: User,
  shown: ReturnType<typeof within>,
  { fieldName, secret }: { fieldName: string; secret: string },
) {
  const secretField = shown.getByRole('textbox', { name: fieldName });
  expect(secretField).toHaveValue(secret);
  expect(secretField).toHaveAttribute('readonly');
  await waitFor(() => expect(secretField).toHaveFocus());

  await user.click(shown.getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(secret);
  expect(shown.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

  await user.click(shown.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument());
  expect(document.body).not.toHaveTextContent(secret);
}
