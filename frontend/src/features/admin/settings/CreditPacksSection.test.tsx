import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminUpdateCreditPackDocument } from '../../../graphql/generated/admin/graphql';
import { creditPack, reference } from '../test/adminFixtures';
import { creditPacksMock } from '../test/creditMocks';
import { renderAdmin } from '../test/renderAdmin';
import { selectOption } from '../test/selectOption';
import { CreditPacksSection } from './CreditPacksSection';

const standard = creditPack();
const premium = creditPack({
  id: 'premium',
  name: 'Premium',
  priceCents: 1999,
  credits: 1000,
  tier: 'Premium',
  accessLevelId: 4,
  creditMultiplier: 0.6,
  active: false,
});

async function renderPacks(mocks: MockLink.MockedResponse[] = []) {
  renderAdmin(<CreditPacksSection reference={reference} />, [
    creditPacksMock([standard, premium]),
    ...mocks,
  ]);
  await screen.findByLabelText('Price (USD)', { selector: '#credit-pack-standard_price' });
  return { standardForm: packCard('Standard'), premiumForm: packCard('Premium') };
}

/** A pack's card, found by its title (the tier select may show the same name). */
const packCard = (name: string) =>
  screen
    .getAllByText(name)
    .find((text) => text.classList.contains('ant-card-head-title'))
    ?.closest('.ant-card') as HTMLElement;

/** Replaces a text field's value the way a user would. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('Credit packs', () => {
  it('shows every pack, inactive ones too, with its name, price, credits, tier and state', async () => {
    const { standardForm, premiumForm } = await renderPacks();

    expect(within(standardForm).getByLabelText('Name')).toHaveValue('Standard');
    expect(within(standardForm).getByLabelText('Price (USD)')).toHaveValue('9.99');
    expect(within(standardForm).getByLabelText('Credits')).toHaveValue('400');
    expect(within(standardForm).getByTitle('Standard')).toBeInTheDocument();
    expect(within(standardForm).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(standardForm).queryByText('Inactive')).not.toBeInTheDocument();
    expect(within(premiumForm).getByLabelText('Price (USD)')).toHaveValue('19.99');
    expect(within(premiumForm).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(within(premiumForm).getByText('Inactive')).toBeInTheDocument();
    expect(within(standardForm).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the typed price as exact cents and says so', async () => {
    const saved = creditPack({
      priceCents: 1608,
      credits: 500,
      tier: 'Premium',
      accessLevelId: 4,
      creditMultiplier: 0.6,
    });
    const { standardForm } = await renderPacks([
      {
        request: {
          query: AdminUpdateCreditPackDocument,
          variables: {
            id: 'standard',
            // 16.08 × 100 is 1607.9999999999998 in floating point: the text is read as 1608.
            changes: {
              name: 'Standard',
              priceCents: 1608,
              credits: 500,
              accessLevelId: 4,
              active: true,
            },
          },
        },
        result: { data: { adminUpdateCreditPack: saved } },
      },
    ]);

    await retype(within(standardForm).getByLabelText('Price (USD)'), '16.08');
    await retype(within(standardForm).getByLabelText('Credits'), '500');
    await selectOption(within(standardForm).getByRole('combobox', { name: 'Tier' }), 'Premium');
    // A pack never grants the Administrator level, so it is not offered.
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(offered).toEqual(['Free', 'Standard', 'Premium']);
    await userEvent.click(within(standardForm).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Credit pack saved')).toBeInTheDocument();
    expect(screen.getByText('The Standard pack has been updated.')).toBeInTheDocument();
    expect(within(standardForm).getByLabelText('Price (USD)')).toHaveValue('16.08');
    expect(within(standardForm).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('checks the price before sending anything', async () => {
    const { standardForm } = await renderPacks();
    const price = within(standardForm).getByLabelText('Price (USD)');

    await retype(price, '12.345');
    await userEvent.click(within(standardForm).getByRole('button', { name: 'Save' }));
    expect(
      await within(standardForm).findByText('Enter a price in dollars, like 9.99'),
    ).toBeInTheDocument();

    await retype(price, '0.10');
    expect(
      await within(standardForm).findByText('Enter a price from $0.50 to $1,000.00'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Credit pack saved')).not.toBeInTheDocument();
    expect(screen.queryByText('Error saving')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names and keeps the change", async () => {
    const refusal = 'priceCents must be at least 100 (the payment provider minimum)';
    const { standardForm } = await renderPacks([
      {
        request: { query: AdminUpdateCreditPackDocument, variables: () => true },
        result: {
          errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', status: 400 } }],
        },
      },
    ]);
    const price = within(standardForm).getByLabelText('Price (USD)');

    await retype(price, '0.75');
    await userEvent.click(within(standardForm).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error saving')).toBeInTheDocument();
    const priceItem = price.closest('.ant-form-item') as HTMLElement;
    expect(within(priceItem).getByText(refusal)).toBeInTheDocument();
    expect(price).toHaveValue('0.75');
    expect(within(standardForm).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
