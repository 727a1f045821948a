import type { MockLink } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvidersWithClient } from '../../../test/AppProvidersWithClient';
import { JobPollIntervalContext } from '../jobs/useJobRunner';
import {
  type MockedClientOptions,
  renderWithMockedClient,
} from '../../../test/renderWithMockedClient';

/**
 * Renders one piece of the admin panel with the app's providers (toasts, theme, Apollo answered
 * by mocks). Jobs are polled every few milliseconds instead of every second.
 */
export function renderAdmin(
  ui: ReactNode,
  mocks: MockLink.MockedResponse[] = [],
  options: MockedClientOptions = {},
) {
  return renderWithMockedClient(mocks, options, (client) => (
    <AppProvidersWithClient client={client}>
      <JobPollIntervalContext.Provider value={5}>
        <MemoryRouter>{ui}</MemoryRouter>
      </JobPollIntervalContext.Provider>
    </AppProvidersWithClient>
  ));
}
