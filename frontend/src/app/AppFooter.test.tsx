import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';

const SIMULATOR_NOTICE = 'Simulated image provider – images are generated locally';

describe('Footer', () => {
  it('credits the provider and links Terms of Use, Privacy Policy and Help', async () => {
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Powered by Runware' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();

    await userEvent.click(within(footer).getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Choose a model');
  });

  it('says so when images come from the simulator', async () => {
    renderApp('/', { providerMode: 'simulator' });

    expect(await screen.findByText(SIMULATOR_NOTICE)).toBeInTheDocument();
    expect(screen.getByText(/· v0\.1\.0$/)).toBeInTheDocument();
  });

  it('says nothing about simulation with the real provider', async () => {
    renderApp('/', { providerMode: 'runware' });

    // The version comes with the same AppInfo answer as the provider mode.
    expect(await screen.findByText(/· v0\.1\.0$/)).toBeInTheDocument();
    expect(screen.queryByText(SIMULATOR_NOTICE)).not.toBeInTheDocument();
  });
});
