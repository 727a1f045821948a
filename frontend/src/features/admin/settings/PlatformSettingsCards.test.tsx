import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminPlatformSettingsDocument,
  AdminUpdatePlatformSettingsDocument,
} from '../../../graphql/generated/admin/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { PlatformSettingsCards } from './PlatformSettingsCards';

const tier = (
  accessLevelId: number,
  name: string,
  level: number,
  creditMultiplier: number,
  priceUsd: number,
  credits: number | null,
) => ({
  __typename: 'TierSettings',
  accessLevelId,
  name,
  level,
  creditMultiplier,
  priceUsd,
  credits,
});

function settings(overrides: { maintenanceMode?: boolean; registrationsOpen?: boolean } = {}) {
  return {
    __typename: 'PlatformSettings',
    maintenanceMode: false,
    registrationsOpen: true,
    updatedAt: null,
    newUserCredits: 50,
    creditsPerUsd: 100,
    storagePriceUsdPerGbMonth: 0.023,
    orphanGracePeriodMinutes: 60,
    tiers: [
      tier(5, 'Administrator', 4, 0, 0, null),
      tier(1, 'Free', 0, 1, 0, 50),
      tier(2, 'Base', 1, 0.9, 4.99, 150),
      tier(3, 'Standard', 2, 0.8, 9.99, 400),
      tier(4, 'Premium', 3, 0.6, 19.99, 1000),
    ],
    ...overrides,
  };
}

const settingsMock: MockLink.MockedResponse = {
  request: { query: AdminPlatformSettingsDocument },
  result: { data: { adminPlatformSettings: settings() } },
};

const cardOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('Settings', () => {
  it('shows the tiers with their prices, credits and multipliers', async () => {
    renderAdmin(<PlatformSettingsCards />, [settingsMock]);
    await screen.findByText('Tiers, prices and credit multipliers');

    const rows = within(cardOf('Tiers, prices and credit multipliers'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Free', '$0.00', '50', '1.0'],
      ['Base', '$4.99', '150', '0.9'],
      ['Standard', '$9.99', '400', '0.8'],
      ['Premium', '$19.99', '1000', '0.6'],
      ['Administrator', '$0.00', 'Unlimited', '0.0 (free)'],
    ]);
    expect(within(cardOf('Registrations')).getByText('50')).toBeInTheDocument();
    expect(screen.getByText('$0.023 per GB and month')).toBeInTheDocument();
  });

  it('saves the maintenance switch with its Save button', async () => {
    renderAdmin(<PlatformSettingsCards />, [
      settingsMock,
      {
        request: {
          query: AdminUpdatePlatformSettingsDocument,
          variables: { input: { maintenanceMode: true } },
        },
        result: {
          data: { adminUpdatePlatformSettings: settings({ maintenanceMode: true }) },
        },
      },
    ]);
    await screen.findByText('Maintenance');
    const card = cardOf('Maintenance');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(within(card).getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();
    expect(save).toBeDisabled();

    await userEvent.click(within(card).getByRole('switch', { name: 'Maintenance mode' }));
    await userEvent.click(save);

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says why saving the registrations switch failed and keeps the change unsaved', async () => {
    renderAdmin(<PlatformSettingsCards />, [
      settingsMock,
      {
        request: {
          query: AdminUpdatePlatformSettingsDocument,
          variables: { input: { registrationsOpen: false } },
        },
        result: { errors: [{ message: 'Administrator access required' }] },
      },
    ]);
    await screen.findByText('Registrations');
    const card = cardOf('Registrations');
    expect(within(card).getByRole('switch', { name: 'New registrations' })).toBeChecked();

    await userEvent.click(within(card).getByRole('switch', { name: 'New registrations' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error saving')).toBeInTheDocument();
    expect(screen.getByText('Administrator access required')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
