import { StyleProvider } from '@ant-design/cssinjs';
import { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VaryImageDocument } from '../../graphql/generated/graphql';
import { createApolloClient } from '../../lib/apollo';
import { AppProvidersWithClient } from '../../test/AppProvidersWithClient';
import { useVaryCreation } from './useVaryCreation';

const CREATION = '9b0a4f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

function VaryButton() {
  const vary = useVaryCreation();
  return <button onClick={() => vary(CREATION, 'SUBTLE')}>Vary it</button>;
}

/** The hook inside the app's providers (session, toasts, the balance's cache). */
function renderVaryButton(mocks: MockLink.MockedResponse[]) {
  const client = createApolloClient(new MockLink(mocks));
  render(
    <StyleProvider mock="server">
      <AppProvidersWithClient client={client}>
        <VaryButton />
      </AppProvidersWithClient>
    </StyleProvider>,
  );
}

const varied = (answer: { error?: Error }) => ({
  request: {
    query: VaryImageDocument,
    variables: { input: { creationId: CREATION, strength: 'SUBTLE' } },
  },
  ...(answer.error
    ? { error: answer.error }
    : {
        result: {
          data: {
            varyImage: {
              __typename: 'GenerationResult',
              generationId: 'g-1',
              status: 'pending',
              creditBalance: 41.5,
            },
          },
        },
      }),
});

describe('varying a saved image from the gallery', () => {
  it('queues the variation and says where it runs', async () => {
    renderVaryButton([varied({})]);
    await userEvent.click(screen.getByRole('button', { name: 'Vary it' }));
    expect(await screen.findByText('Variation queued')).toBeInTheDocument();
    expect(screen.getByText('It runs in the queue on the dashboard.')).toBeInTheDocument();
  });

  it('says why when the server refuses', async () => {
    renderVaryButton([varied({ error: new Error('Creation not found') })]);
    await userEvent.click(screen.getByRole('button', { name: 'Vary it' }));
    expect(await screen.findByText('Could not vary the image')).toBeInTheDocument();
    expect(screen.getByText('Creation not found')).toBeInTheDocument();
  });
});
