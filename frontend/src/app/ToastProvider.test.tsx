import { StyleProvider } from '@ant-design/cssinjs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToastSlot } from '../lib/ToastSlot';
import { useToast } from '../lib/useToast';
import { ThemeProvider } from './themeChoice';
import { ToastProvider } from './ToastProvider';

function ToastButtons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Bild sparad', variant: 'success' })}>First</button>
      <button
        onClick={() =>
          toast({ title: 'Fel vid sparande av bild', description: 'Disk full', variant: 'error' })
        }
      >
        Second
      </button>
      <button
        onClick={() => {
          toast({ title: 'Bild sparad', variant: 'success' });
          toast({ title: 'Mapp skapad', variant: 'success' });
        }}
      >
        Both
      </button>
    </>
  );
}

/** A part that shows a toast and leaves the page with the same click, as sign-in does. */
function ToastAndLeave() {
  const [shown, setShown] = useState(true);
  const toast = useToast();
  return shown ? (
    <button
      onClick={() => {
        toast({ title: 'Inloggad' });
        setShown(false);
      }}
    >
      Sign in
    </button>
  ) : null;
}

/** A dialog with a place for toasts, and a plain modal one without. */
function Dialogs() {
  const [open, setOpen] = useState<'slotted' | 'plain' | null>(null);
  const toast = useToast();
  return (
    <>
      <button onClick={() => setOpen('slotted')}>Open viewer</button>
      <button onClick={() => setOpen('plain')}>Open confirmation</button>
      {open === 'slotted' && (
        <div role="dialog" aria-modal="true" aria-label="Viewer">
          <button onClick={() => setOpen(null)}>Close</button>
          <button onClick={() => toast({ title: 'Prompt Copied', variant: 'success' })}>
            Copy prompt
          </button>
          <ToastSlot className="viewer-toast-slot" />
        </div>
      )}
      {open === 'plain' && (
        <div role="dialog" aria-modal="true" aria-label="Confirmation">
          <button onClick={() => toast({ title: 'Välj en mapp', variant: 'error' })}>Save</button>
        </div>
      )}
    </>
  );
}

function renderToasts() {
  render(
    <StyleProvider mock="server">
      <ThemeProvider>
        <ToastProvider>
          <ToastButtons />
          <ToastAndLeave />
          <Dialogs />
        </ToastProvider>
      </ThemeProvider>
    </StyleProvider>,
  );
}

const inCorner = (text: string) => screen.queryByText(text, { selector: '.ant-notification *' });
const inViewer = (text: string) =>
  within(screen.getByRole('dialog', { name: 'Viewer' })).queryByText(text);

/** Shows the first toast with real timers: it brings antd's notifications. */
async function loadToasts() {
  await userEvent.click(screen.getByRole('button', { name: 'First' }));
  await screen.findByText('Bild sparad');
}

describe('Toasts', () => {
  it('keeps at most one toast on screen: the newest replaces the older', async () => {
    renderToasts();

    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByText('Bild sparad')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByText('Fel vid sparande av bild')).toBeInTheDocument();
    expect(screen.getByText('Disk full')).toBeInTheDocument();
    expect(screen.queryByText('Bild sparad')).not.toBeInTheDocument();
  });

  it('shows a toast for 5000 ms', async () => {
    renderToasts();
    // The first toast brings antd's notifications; the one measured comes after.
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    await screen.findByText('Bild sparad');

    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Second' }));
      await act(async () => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Fel vid sparande av bild')).toBeInTheDocument();

      await act(async () => jest.advanceTimersByTime(1000));
      expect(screen.queryByText('Fel vid sparande av bild')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows what was asked for while the notifications were loading, the newest last', async () => {
    renderToasts();

    await userEvent.click(screen.getByRole('button', { name: 'Both' }));

    expect(await screen.findByText('Mapp skapad')).toBeInTheDocument();
    expect(screen.queryByText('Bild sparad')).not.toBeInTheDocument();
  });

  it('keeps a toast on screen after the part that showed it has gone', async () => {
    renderToasts();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByText('Inloggad')).toBeInTheDocument();
  });

  describe('while a dialog is open', () => {
    /** Steps on fake timers, after the first toast (with real ones) has loaded the host. */
    async function onFakeTimers(steps: () => Promise<void>) {
      jest.useFakeTimers();
      try {
        await steps();
      } finally {
        jest.useRealTimers();
      }
    }
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    const pass = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

    it("shows the toast inside the dialog's slot, off its controls, for 3000 ms", async () => {
      renderToasts();
      await loadToasts();
      await userEvent.click(screen.getByRole('button', { name: 'Open viewer' }));

      await onFakeTimers(async () => {
        click('Copy prompt');
        await pass(100);
        expect(inViewer('Prompt Copied')?.closest('.viewer-toast-slot')).not.toBeNull();
        expect(inCorner('Prompt Copied')).toBeNull();
        // The corner's toast made way.
        await pass(1000);
        expect(inCorner('Bild sparad')).toBeNull();

        await pass(1800);
        expect(inViewer('Prompt Copied')).not.toBeNull();
        await pass(200);
        expect(inViewer('Prompt Copied')).toBeNull();
      });
    });

    it('moves a toast from the corner into a dialog opened while it shows, shortened', async () => {
      renderToasts();
      await loadToasts();

      await onFakeTimers(async () => {
        click('Second');
        await pass(500);
        expect(inCorner('Fel vid sparande av bild')).not.toBeNull();

        click('Open viewer');
        await pass(100);
        expect(inViewer('Fel vid sparande av bild')).not.toBeNull();
        expect(inViewer('Disk full')).not.toBeNull();
        await pass(1000);
        expect(inCorner('Fel vid sparande av bild')).toBeNull();

        // 3000 ms from the move, not the 5000 ms it had left in the corner.
        await pass(1700);
        expect(inViewer('Fel vid sparande av bild')).not.toBeNull();
        await pass(400);
        expect(inViewer('Fel vid sparande av bild')).toBeNull();
      });
    });

    it('moves the toast back to the corner for the rest of its time when the dialog closes', async () => {
      renderToasts();
      await loadToasts();
      await userEvent.click(screen.getByRole('button', { name: 'Open viewer' }));

      await onFakeTimers(async () => {
        click('Copy prompt');
        await pass(1000);
        click('Close');
        await pass(100);
        expect(inCorner('Prompt Copied')).not.toBeNull();

        await pass(2500);
        expect(inCorner('Prompt Copied')).toBeNull();
      });
    });

    it('shortens the toast of a dialog without a slot to 3000 ms, in the corner', async () => {
      renderToasts();
      await loadToasts();
      await userEvent.click(screen.getByRole('button', { name: 'Open confirmation' }));

      await onFakeTimers(async () => {
        click('Save');
        await pass(2900);
        expect(inCorner('Välj en mapp')).not.toBeNull();
        await pass(1000);
        expect(inCorner('Välj en mapp')).toBeNull();
      });
    });
  });
});
