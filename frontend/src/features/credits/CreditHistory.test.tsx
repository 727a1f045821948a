import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../gallery/testing/renderWithProviders';
import { CreditHistory } from './CreditHistory';
import { historyLine, historyMock, ledgerPart } from './testing/creditsFixtures';

const generationLine = historyLine('r1', 'reserve', -0.41, 49.59, {
  generationId: 'g1',
  parts: [
    ledgerPart('r1', 'reserve', -2.13, 47.87, '2026-03-01T12:00:00.000Z'),
    ledgerPart('s1', 'settle', 1.72, 49.59, '2026-03-01T12:00:04.000Z'),
  ],
});
const refundedLine = historyLine('r2', 'reserve', 0, 50, {
  generationId: 'g2',
  parts: [ledgerPart('r2', 'reserve', -1, 49), ledgerPart('f2', 'refund', 1, 50)],
});
const welcomeLine = historyLine('w1', 'welcome', 50, 50);

async function renderHistory() {
  renderWithProviders(<CreditHistory />, [
    historyMock([generationLine, refundedLine, welcomeLine]),
  ]);
  const table = await screen.findByRole('table');
  await within(table).findByText('Welcome credits');
  return table;
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('CreditHistory', () => {
  it('shows a generation as one line with its net amount, its movements folded away', async () => {
    const table = await renderHistory();

    const line = rowOf(table, 'Generation');
    expect(within(line).getByText('\u22120.41')).toBeInTheDocument();
    expect(within(line).getByText('49.59')).toBeInTheDocument();
    expect(within(rowOf(table, 'Generation refunded')).getByText('0.00')).toBeInTheDocument();
    expect(within(table).queryByText('Generation hold')).not.toBeInTheDocument();
    expect(within(table).queryByText('Unused hold returned')).not.toBeInTheDocument();
  });

  it("opens a generation's hold and what came back beneath its line, and closes them again", async () => {
    const table = await renderHistory();
    const line = rowOf(table, 'Generation');

    await userEvent.click(within(line).getByRole('button', { name: 'Show movements' }));

    const movements = within(table).getByRole('list', { name: 'Movements of this line' });
    const items = within(movements).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Generation hold')).toBeInTheDocument();
    expect(within(items[0]).getByText('\u22122.13')).toHaveClass('ant-typography-danger');
    expect(within(items[0]).getByText('47.87 after')).toBeInTheDocument();
    expect(within(items[1]).getByText('Unused hold returned')).toBeInTheDocument();
    expect(within(items[1]).getByText('+1.72')).toHaveClass('ant-typography-success');

    await userEvent.click(within(line).getByRole('button', { name: 'Hide movements' }));

    expect(within(table).queryByText('Generation hold')).not.toBeVisible();
  });

  it('offers nothing to open on a line of one movement', async () => {
    const table = await renderHistory();

    expect(
      within(rowOf(table, 'Welcome credits')).queryByRole('button', { name: 'Show movements' }),
    ).not.toBeInTheDocument();
  });
});
