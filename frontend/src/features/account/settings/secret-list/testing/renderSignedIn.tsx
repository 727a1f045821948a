import { StyleProvider } from '@ant-design/cssinjs';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApolloClient } from '../../../../../lib/apollo';
import { writeAuthToken } from '../../../../../lib/authToken';
import { AppProvidersWithClient } from '../../../../../test/AppProvidersWithClient';

/**
 * A settings section with the app's providers, signed in (so the session knows the user), its
 * server answering `mocks`. Where it sits on the settings page is SettingsPage.test's concern.
 */
export function renderSignedIn(section: ReactElement, mocks: MockLink.MockedResponse[]) {
  writeAuthToken('test-token');
  const client = createApolloClient(new MockLink(mocks));
  render(
    <StyleProvider mock="server">
      <AppProvidersWithClient client={client}>{section}</AppProvidersWithClient>
    </StyleProvider>,
  );
}
