import { StyleProvider } from '@ant-design/cssinjs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

function renderToasts() {
  render(
    <StyleProvider mock="server">
      <ThemeProvider>
        <ToastProvider>
          <ToastButtons />
          <ToastAndLeave />
        </ToastProvider>
      </ThemeProvider>
    </StyleProvider>,
  );
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
});
