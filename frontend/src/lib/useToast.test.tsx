import { StyleProvider } from '@ant-design/cssinjs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { TOAST_CONFIG, useToast } from './useToast';

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
    </>
  );
}

function renderToasts() {
  render(
    <StyleProvider mock="server">
      <App notification={TOAST_CONFIG}>
        <ToastButtons />
      </App>
    </StyleProvider>,
  );
}

describe('useToast', () => {
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
    jest.useFakeTimers();
    try {
      renderToasts();
      fireEvent.click(screen.getByRole('button', { name: 'First' }));
      await act(async () => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Bild sparad')).toBeInTheDocument();

      await act(async () => jest.advanceTimersByTime(1000));
      expect(screen.queryByText('Bild sparad')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
