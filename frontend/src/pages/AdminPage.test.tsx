import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedModel } from '../features/admin/test/adminFixtures';
import { modelsMock, referenceMock, usersMock } from '../features/admin/test/panelMocks';
import { writeAuthToken } from '../lib/authToken';
import { meMock, testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';

const administrator = testUser({
  name: 'Ada Admin',
  isAdmin: true,
  accessLevelId: 5,
  accessLevel: { id: 5, name: 'Administrator', level: 4 },
});

/** The page spinner (antd's Spin has no role; it says it is busy). */
const busySpinner = () => document.querySelector('main [aria-busy="true"]');

describe('Admin page', () => {
  it('sends a visitor to /dashboard', async () => {
    const { router } = renderApp('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
  });

  it('sends a member who is not an administrator to /dashboard', async () => {
    const { router } = renderApp('/admin', { user: testUser() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
  });

  it('shows a spinner while the user loads, then lets an administrator in', async () => {
    writeAuthToken('stored-token');
    const me = heldOperation('Me');
    const { router } = renderApp('/admin', {
      mocks: [meMock(administrator), referenceMock(), modelsMock([]), usersMock([])],
      before: me.link,
    });

    await waitFor(() => expect(busySpinner()).not.toBeNull());
    me.release();
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows one full-page spinner until the access levels, architectures, categories, models and users are in', async () => {
    const reference = heldOperation('AdminReference');
    renderApp('/admin', {
      user: administrator,
      mocks: [referenceMock(), modelsMock([]), usersMock([])],
      before: reference.link,
    });

    await waitFor(() => expect(busySpinner()).not.toBeNull());
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    reference.release();
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(busySpinner()).toBeNull();
  });

  it('has the title, subtitle and the Models, Users and Settings tabs', async () => {
    renderApp('/admin', {
      user: administrator,
      mocks: [referenceMock(), modelsMock([storedModel()]), usersMock([])],
    });

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Manage users, models and system configuration')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Models',
      'Users',
      'Settings',
    ]);
    expect(document.title).toBe('Admin Panel · PixelForge Studio');
    const models = screen.getByRole('tabpanel', { name: 'Models' });
    expect(within(models).getByText('Juggernaut XL')).toBeInTheDocument();
  });

  it('says "No models found in the database" and "No users found" when both are empty', async () => {
    renderApp('/admin', {
      user: administrator,
      mocks: [referenceMock(), modelsMock([]), usersMock([])],
    });

    expect(await screen.findByText('No models found in the database')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
