import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../app/themeChoice';
import { ToastProvider } from '../../../app/ToastProvider';
import { SecretShownOnceDialog } from './SecretShownOnceDialog';

const SECRET = 'whsec_0123456789abcdef';

function renderDialog(onClose = jest.fn()) {
  const user = userEvent.setup();
  render(
    <StyleProvider mock="server">
      <ThemeProvider>
        <ToastProvider>
          <SecretShownOnceDialog
            open
            title="Token made"
            warning="Copy the token now."
            secretLabel="Your token"
            copyFailedHint="Select the token and copy it yourself."
            secret={SECRET}
            onClose={onClose}
            afterClose={jest.fn()}
          >
            <p>It opens the vault.</p>
          </SecretShownOnceDialog>
        </ToastProvider>
      </ThemeProvider>
    </StyleProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Token made' }));
  return { user, dialog, field: dialog.getByRole('textbox', { name: 'Your token' }) };
}

describe('SecretShownOnceDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the warning, what the secret is for, and the secret focused in a read-only field', async () => {
    const { dialog, field } = renderDialog();

    expect(dialog.getByText('Copy the token now.')).toBeInTheDocument();
    expect(dialog.getByText('It opens the vault.')).toBeInTheDocument();
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('copies the secret and says so on the button', async () => {
    const { user, dialog } = renderDialog();

    await user.click(dialog.getByRole('button', { name: 'Copy' }));

    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(dialog.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('selects the secret and says how to copy it when the clipboard refuses', async () => {
    const { user, dialog, field } = renderDialog();
    const input = field as HTMLInputElement;
    await waitFor(() => expect(input).toHaveFocus());
    input.setSelectionRange(0, 0);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));

    await user.click(dialog.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Select the token and copy it yourself.')).toBeInTheDocument();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, SECRET.length]);
    expect(dialog.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('closes on "Done"', async () => {
    const onClose = jest.fn();
    const { user, dialog } = renderDialog(onClose);

    await user.click(dialog.getByRole('button', { name: 'Done' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
