import { screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { MAINTENANCE_TEXT } from './MaintenanceNotice';

describe('Maintenance notice', () => {
  it('shows a banner on every page while new generations are paused', async () => {
    renderApp('/about', { platformStatus: { maintenanceMode: true, registrationsOpen: true } });

    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeVisible();
  });

  it('shows nothing in normal operation', async () => {
    renderApp('/about', { providerMode: 'simulator' });

    // The footer's simulator line comes from the same answer: once it shows, the status is in.
    expect(await screen.findByText(/Simulated image provider/)).toBeInTheDocument();
    expect(screen.queryByText(MAINTENANCE_TEXT)).not.toBeInTheDocument();
  });
});
