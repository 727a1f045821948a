import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminPlatformSettingsDocument,
  AdminUpdateCreditPackDocument,
  AdminUpdatePlatformSettingsDocument,
} from '../../../graphql/generated/admin/graphql';
import { creditPack, reference } from '../test/adminFixtures';
import { creditPacksMock } from '../test/creditMocks';
import { renderAdmin } from '../test/renderAdmin';
import { CreditPacksSection } from './CreditPacksSection';
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

/** The seeded packs, at the spec's prices. */
const seededPacks = [
  creditPack({ id: 'base', name: 'Base', priceCents: 499, credits: 150, accessLevelId: 2 }),
  creditPack(),
  creditPack({ id: 'premium', name: 'Premium', priceCents: 1999, credits: 1000, accessLevelId: 4 }),
];

const tierRows = () =>
  within(cardOf('Tiers, prices and credit multipliers'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

const cardOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('Settings', () => {
  it('shows the tiers with their prices, credits and multipliers', async () => {
    renderAdmin(<PlatformSettingsCards />, [settingsMock, creditPacksMock(seededPacks)]);
    await screen.findByText('Tiers, prices and credit multipliers');

    expect(await screen.findByText('$4.99')).toBeInTheDocument();
    expect(tierRows()).toEqual([
      ['Free', '$0.00', '50', '1.0'],
      ['Base', '$4.99', '150', '0.9'],
      ['Standard', '$9.99', '400', '0.8'],
      ['Premium', '$19.99', '1000', '0.6'],
      ['Administrator', '$0.00', 'Unlimited', '0.0 (free)'],
    ]);
    expect(within(cardOf('Registrations')).getByText('50')).toBeInTheDocument();
    expect(screen.getByText('$0.023 per GB and month')).toBeInTheDocument();
  });

  it("reads the paid tiers' prices and credits from their active credit packs", async () => {
    renderAdmin(<PlatformSettingsCards />, [
      settingsMock,
      creditPacksMock([
        creditPack({ priceCents: 1099, credits: 450 }),
        creditPack({ id: 'premium', name: 'Premium', accessLevelId: 4, active: false }),
      ]),
    ]);

    expect(await screen.findByText('$10.99')).toBeInTheDocument();
    expect(tierRows()).toEqual([
      ['Free', '$0.00', '50', '1.0'],
      ['Base', 'Not on sale', '—', '0.9'],
      ['Standard', '$10.99', '450', '0.8'],
      ['Premium', 'Not on sale', '—', '0.6'],
      ['Administrator', '$0.00', 'Unlimited', '0.0 (free)'],
    ]);
  });

  it('shows a saved pack price in the tiers table', async () => {
    renderAdmin(
      <>
        <PlatformSettingsCards />
        <CreditPacksSection reference={reference} />
      </>,
      [
        settingsMock,
        creditPacksMock(seededPacks),
        {
          request: { query: AdminUpdateCreditPackDocument, variables: () => true },
          result: { data: { adminUpdateCreditPack: creditPack({ priceCents: 1234 }) } },
        },
      ],
    );
    const price = await screen.findByLabelText('Price (USD)', {
      selector: '#credit-pack-standard_price',
    });
    expect(await screen.findByText('$9.99')).toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '12.34');
    await userEvent.click(
      within(price.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }),
    );

    expect(await screen.findByText('Credit pack saved')).toBeInTheDocument();
    expect(tierRows()[2]).toEqual(['Standard', '$12.34', '400', '0.8']);
  });

  it('saves the maintenance switch with its Save button', async () => {
    renderAdmin(<PlatformSettingsCards />, [
      settingsMock,
      creditPacksMock(seededPacks),
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
      creditPacksMock(seededPacks),
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
