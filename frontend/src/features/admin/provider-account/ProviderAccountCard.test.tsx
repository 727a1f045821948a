import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { AdminProviderAccountDocument } from '../../../graphql/generated/admin/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { ProviderAccountCard } from './ProviderAccountCard';

function accountMock(
  incident: { since: string; code: string; message: string } | null,
  amount: number,
  lowBalance: boolean,
): MockLink.MockedResponse {
  return {
    request: { query: AdminProviderAccountDocument },
    result: {
      data: {
        adminProviderAccount: {
          __typename: 'ProviderAccountStatus',
          incident: incident && { __typename: 'ProviderAccountIncidentView', ...incident },
          balance: { __typename: 'ProviderAccountBalance', amount, currency: 'USD' },
          balanceError: null,
          lowBalanceThreshold: 20,
          lowBalance,
        },
      },
    },
  };
}

describe('ProviderAccountCard', () => {
  it('shows the balance and no alert while the account works', async () => {
    renderAdmin(<ProviderAccountCard />, [accountMock(null, 812.5, false)]);
    expect(await screen.findByText('$812.50')).toBeInTheDocument();
    expect(screen.queryByText(/Provider account problem/)).not.toBeInTheDocument();
    expect(screen.queryByText('Provider balance is running low')).not.toBeInTheDocument();
  });

  it('alerts on an open incident with its code and message, and on a low balance', async () => {
    renderAdmin(<ProviderAccountCard />, [
      accountMock(
        {
          since: '2026-03-01T08:00:00.000Z',
          code: 'insufficientCredits',
          message: 'Insufficient credits to run this task.',
        },
        0,
        true,
      ),
    ]);
    expect(
      await screen.findByText(/^Provider account problem since .+: insufficientCredits$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Insufficient credits to run this task\./)).toBeInTheDocument();
    expect(screen.getByText('Provider balance is running low')).toBeInTheDocument();
    expect(
      screen.getByText(/\$0\.00 left, below the warning threshold of \$20\.00/),
    ).toBeInTheDocument();
  });
});
