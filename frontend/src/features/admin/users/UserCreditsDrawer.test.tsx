import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminRefundPurchaseDocument } from '../../../graphql/generated/admin/graphql';
import { AdminPanel } from '../AdminPanel';
import { adminUser, ledgerEntry, purchase } from '../test/adminFixtures';
import { ledgerMock, purchasesMock } from '../test/creditMocks';
import { modelsMock, referenceMock, usersMock } from '../test/panelMocks';
import { renderAdmin } from '../test/renderAdmin';

const grace = adminUser({ creditBalance: 450 });
const paidStandard = purchase();
const expiredPremium = purchase({
  id: '7f1c2d3e-0000-4000-8000-000000000002',
  packId: 'premium',
  packName: 'Premium',
  priceCents: 1999,
  credits: 1000,
  status: 'expired',
  paidAt: null,
  createdAt: '2026-02-09T12:00:00.000Z',
});
const bought = ledgerEntry({
  id: '2',
  kind: 'purchase',
  amount: 400,
  balanceAfter: 450,
  checkoutSessionId: 'cs_test_1',
  note: 'Standard pack',
  createdAt: '2026-02-10T12:01:00.000Z',
});
const welcome = ledgerEntry();

/** Opens the Users tab and the Credits drawer of the first user's row. */
async function openCredits(mocks: MockLink.MockedResponse[], name = grace.name) {
  renderAdmin(<AdminPanel />, [referenceMock(), modelsMock([]), ...mocks]);
  await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
  await userEvent.click(await screen.findByRole('button', { name: `View credits of ${name}` }));
  // antd names every element "test-id" under test, so the drawer is found by its title text.
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText(`Credits: ${name}`)).toBeInTheDocument();
  return drawer;
}

const rowOf = (container: HTMLElement, text: string) =>
  within(container).getByText(text).closest('tr') as HTMLElement;

/** The Typography element that colours an amount (its text sits in a <strong> inside). */
const amountStyle = (text: HTMLElement) => text.closest('.ant-typography');

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('Credits drawer', () => {
  it('lists the ledger with labels, notes, signed amounts and balances, a page at a time', async () => {
    const firstPage = [
      ledgerEntry({
        id: '25',
        kind: 'grant',
        amount: 25,
        balanceAfter: 75,
        note: 'Contest prize',
        createdAt: '2026-03-01T10:00:00.000Z',
      }),
      ledgerEntry({
        id: '24',
        kind: 'reserve',
        amount: -3.5,
        balanceAfter: 50,
        note: null,
        createdAt: '2026-02-28T10:00:00.000Z',
      }),
      ...Array.from({ length: 18 }, (_, index) =>
        ledgerEntry({
          id: String(23 - index),
          kind: 'settle',
          amount: 0.25,
          balanceAfter: 53.5,
          note: null,
        }),
      ),
    ];
    const drawer = await openCredits([
      usersMock([grace]),
      ledgerMock(grace.id, firstPage, { total: 25 }),
      ledgerMock(grace.id, [welcome], { offset: 20, total: 25 }),
    ]);

    const grant = await within(drawer).findByText('Granted by an administrator');
    expect(cellsOf(grant.closest('tr') as HTMLElement)).toEqual([
      'Mar 1, 2026, 10:00 AM',
      'Granted by an administratorContest prize',
      '+25.00',
      '75.00',
    ]);
    expect(amountStyle(within(drawer).getByText('+25.00'))).toHaveClass('ant-typography-success');
    const held = rowOf(drawer, 'Generation hold');
    expect(amountStyle(within(held).getByText('\u22123.50'))).toHaveClass('ant-typography-danger');
    expect(cellsOf(held).slice(2)).toEqual(['\u22123.50', '50.00']);
    expect(within(drawer).getAllByText('Unused hold returned')).toHaveLength(18);
    expect(within(drawer).getByText('25 movements')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByTitle('2'));

    expect(await within(drawer).findByText('Welcome credits')).toBeInTheDocument();
    expect(within(drawer).queryByText('Granted by an administrator')).not.toBeInTheDocument();
    // The welcome row's note repeats its label, so it is shown once.
    expect(cellsOf(rowOf(drawer, 'Welcome credits')).slice(1)).toEqual([
      'Welcome credits',
      '+50.00',
      '50.00',
    ]);
  });

  it('refunds a paid purchase after confirming, then reads the ledger, purchases and balance again', async () => {
    const refunded = purchase({ status: 'refunded', refundedAt: '2026-03-02T09:00:00.000Z' });
    const drawer = await openCredits([
      usersMock([grace]),
      ledgerMock(grace.id, [bought, welcome]),
      purchasesMock(grace.id, [paidStandard, expiredPremium]),
      {
        request: {
          query: AdminRefundPurchaseDocument,
          variables: { purchaseId: paidStandard.id },
        },
        result: { data: { adminRefundPurchase: refunded } },
      },
      ledgerMock(grace.id, [
        ledgerEntry({
          id: '3',
          kind: 'purchase_refund',
          amount: -400,
          balanceAfter: 50,
          note: 'Standard pack refunded',
          createdAt: '2026-03-02T09:00:00.000Z',
        }),
        bought,
        welcome,
      ]),
      purchasesMock(grace.id, [refunded, expiredPremium]),
      usersMock([{ ...grace, creditBalance: 50 }]),
    ]);
    const usersPanel = screen.getByRole('tabpanel', { name: 'Users' });
    expect(within(rowOf(usersPanel, grace.name)).getByText('450')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Purchases' }));
    const purchases = within(drawer).getByRole('tabpanel', { name: 'Purchases' });
    const paidRow = (await within(purchases).findByText('Standard')).closest('tr') as HTMLElement;
    expect(cellsOf(paidRow)).toEqual([
      'Feb 10, 2026, 12:00 PM',
      'Standard',
      '$9.99',
      '400',
      'Paid',
      'Refund',
    ]);
    expect(cellsOf(rowOf(purchases, 'Premium'))).toEqual([
      'Feb 9, 2026, 12:00 PM',
      'Premium',
      '$19.99',
      '1000',
      'Expired',
      '',
    ]);

    await userEvent.click(
      within(paidRow).getByRole('button', { name: 'Refund Standard purchase' }),
    );
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Refund this purchase?')).toBeInTheDocument();
    expect(
      within(confirm).getByText('Its 400 credits are taken back and the payment is returned.'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Refund' }));

    const notice = (
      await screen.findByText('$9.99 was returned and 400 credits were taken back.')
    ).closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByText('Purchase refunded')).toBeInTheDocument();
    expect(await within(paidRow).findByText('Refunded')).toBeInTheDocument();
    expect(within(paidRow).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(await within(drawer).findByText('Standard pack refunded')).toBeInTheDocument();
    expect(await within(rowOf(usersPanel, grace.name)).findByText('50')).toBeInTheDocument();
  });

  it("says the credits were already spent, in the server's words, and keeps the purchase", async () => {
    const spent =
      'The credits of this purchase were already spent: refunding it takes back 400 credits and the balance is 12.50.';
    const drawer = await openCredits([
      usersMock([grace]),
      ledgerMock(grace.id, [bought, welcome]),
      purchasesMock(grace.id, [paidStandard]),
      {
        request: { query: AdminRefundPurchaseDocument, variables: () => true },
        result: {
          errors: [
            {
              message: spent,
              extensions: { code: 'CREDITS_ALREADY_SPENT', status: 409, credits: 400 },
            },
          ],
        },
      },
    ]);

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Purchases' }));
    const paidRow = (await within(drawer).findByText('Standard')).closest('tr') as HTMLElement;
    await userEvent.click(
      within(paidRow).getByRole('button', { name: 'Refund Standard purchase' }),
    );
    await userEvent.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Refund' }),
    );

    expect(await screen.findByText('Credits already spent')).toBeInTheDocument();
    expect(screen.getByText(spent)).toBeInTheDocument();
    expect(within(paidRow).getByText('Paid')).toBeInTheDocument();
    expect(
      within(paidRow).getByRole('button', { name: 'Refund Standard purchase' }),
    ).toBeInTheDocument();
  });

  it('shows what became of each payment, and offers to refund the rest of a partly refunded one', async () => {
    const partly = purchase({
      status: 'partially_refunded',
      refundedCents: 333,
      creditsTakenBack: 100,
      creditsShortfall: 33.3333,
    });
    const disputed = purchase({
      id: '7f1c2d3e-0000-4000-8000-000000000003',
      packName: 'Base',
      priceCents: 499,
      credits: 150,
      disputeStatus: 'open',
      creditsDisputed: 150,
      creditsHeld: 150,
      createdAt: '2026-02-08T12:00:00.000Z',
    });
    const failed = purchase({
      id: '7f1c2d3e-0000-4000-8000-000000000004',
      packName: 'Premium',
      status: 'failed',
      paidAt: null,
      createdAt: '2026-02-07T12:00:00.000Z',
    });
    const drawer = await openCredits([
      usersMock([grace]),
      ledgerMock(grace.id, [bought, welcome]),
      purchasesMock(grace.id, [partly, disputed, failed]),
    ]);
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Purchases' }));
    const purchases = within(drawer).getByRole('tabpanel', { name: 'Purchases' });
    const partlyRow = (await within(purchases).findByText('Standard')).closest('tr') as HTMLElement;
    expect(within(partlyRow).getByText('Partly refunded')).toBeInTheDocument();
    expect(
      within(partlyRow).getByText('$3.33 refunded; 100 credits taken back.'),
    ).toBeInTheDocument();
    expect(
      within(partlyRow).getByText(
        '33.33 credits owed (already spent): they are taken from your next pack.',
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOf(purchases, 'Base')).getByText(
        'Payment disputed: 150 credits frozen until the dispute closes.',
      ),
    ).toBeInTheDocument();
    const failedRow = rowOf(purchases, 'Premium');
    expect(within(failedRow).getByText('Payment failed')).toBeInTheDocument();
    expect(within(failedRow).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(partlyRow).getByRole('button', { name: 'Refund Standard purchase' }),
    );
    const confirm = await screen.findByRole('tooltip');
    expect(
      within(confirm).getByText(
        'The rest of the payment ($6.66) is returned and its 266.67 credits are taken back.',
      ),
    ).toBeInTheDocument();
  });
});
