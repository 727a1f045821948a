import { StyleProvider } from '@ant-design/cssinjs';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvidersWithClient } from '../../../test/AppProvidersWithClient';
import { JobPollIntervalContext } from '../jobs/useJobRunner';
import { mockedClient } from '../../../test/mockedClient';

/**
 * Renders one piece of the admin panel with the app's providers (toasts, theme, Apollo answered
 * by mocks). Jobs are polled every few milliseconds instead of every second.
 */
export function renderAdmin(
  ui: ReactNode,
  mocks: MockLink.MockedResponse[] = [],
  {
    before,
  }: {
    /** Sees each request before the mocks do (a held operation: test/heldOperation.ts). */
    before?: ApolloLink;
  } = {},
) {
  const client = mockedClient(mocks, before);
  const view = render(
    <StyleProvider mock="server">
      <AppProvidersWithClient client={client}>
        <JobPollIntervalContext.Provider value={5}>
          <MemoryRouter>{ui}</MemoryRouter>
        </JobPollIntervalContext.Provider>
      </AppProvidersWithClient>
    </StyleProvider>,
  );
  return { ...view, client };
}
