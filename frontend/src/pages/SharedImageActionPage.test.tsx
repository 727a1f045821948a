import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DocumentNode, GraphQLError } from 'graphql';
import type { GenerateImagesMutationVariables } from '../graphql/generated/graphql';
import {
  SaveSharedImageDocument,
  type SaveSharedImageMutationVariables,
  SharedRemixDocument,
} from '../graphql/generated/sharing/graphql';
import { dashboardMocks, generateImagesMock } from '../features/generator/testing/generatorMocks';
import { COPIED_SETTINGS_KEY } from '../lib/storageKeys';
import { testUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const SLUG = 'q3JbVd0nS1yWm8cXk2Lr0A';
const CREATION_ID = '5f0c6f1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

function remixMock(pass: string | null = null): MockLink.MockedResponse {
  return {
    request: {
      query: SharedRemixDocument,
      variables: { slug: SLUG, creationId: CREATION_ID, pass },
    },
    result: {
      data: {
        sharedRemix: {
          __typename: 'SharedRemix',
          slug: SLUG,
          creationId: CREATION_ID,
          title: 'An image by Kim Kettle',
          ownerName: 'Kim Kettle',
          prompt: 'a copper kettle at dawn',
          negativePrompt: 'muddy colours',
          modelId: 'civitai:133005@1759168',
          width: 1536,
          height: 1024,
          format: 'png',
          parameters: { steps: 30, cfgScale: 6.5 },
        },
      },
    },
  };
}

/** Answers every save (a second one would be answered too), keeping the variables sent. */
function saveMock(sent: SaveSharedImageMutationVariables[]): MockLink.MockedResponse {
  return {
    maxUsageCount: Number.POSITIVE_INFINITY,
    request: {
      query: SaveSharedImageDocument,
      variables: (variables: SaveSharedImageMutationVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result: {
      data: {
        saveSharedImage: {
          __typename: 'Creation',
          id: 'copy-1',
          folder: { __typename: 'Folder', id: 'f-default', name: 'Default' },
        },
      },
    },
  };
}

/** Refuses the action's call for the image (no pass) with this error. */
function refusedMock(
  query: DocumentNode,
  message: string,
  extensions: Record<string, unknown>,
): MockLink.MockedResponse {
  return {
    request: { query, variables: { slug: SLUG, creationId: CREATION_ID, pass: null } },
    result: { errors: [new GraphQLError(message, { extensions })] },
  };
}

const at = (action: string, query = '') => `/shared/${SLUG}/${CREATION_ID}/${action}${query}`;

describe('A shared image\'s "Remix" and "Save to my gallery"', () => {
  it("opens the dashboard with the image's settings applied, and every generation credits it", async () => {
    const sent: GenerateImagesMutationVariables['input'][] = [];
    const { router } = renderApp(at('remix'), {
      user: testUser(),
      mocks: [remixMock(), ...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent)],
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Juggernaut XL'),
    );
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('a copper kettle at dawn');
    expect(screen.getByRole('textbox', { name: 'Negative Prompt' })).toHaveValue('muddy colours');
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('1536');
    // Applied at once: nothing left to offer.
    expect(screen.queryByText('Copied settings are ready')).not.toBeInTheDocument();
    expect(localStorage.getItem(COPIED_SETTINGS_KEY)).toBeNull();
    expect(screen.getByText('Remixing a shared image')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shared image' })).toHaveAttribute(
      'href',
      `/s/${SLUG}`,
    );

    await userEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      prompt: 'a copper kettle at dawn',
      steps: 30,
      remixOf: { slug: SLUG, creationId: CREATION_ID },
    });
  });

  it('stops crediting the shared image when asked, keeping its settings', async () => {
    const sent: GenerateImagesMutationVariables['input'][] = [];
    renderApp(at('remix'), {
      user: testUser(),
      mocks: [remixMock(), ...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent)],
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Stop crediting' }));
    expect(screen.queryByText('Remixing a shared image')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Juggernaut XL'),
    );
    await userEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].prompt).toBe('a copper kettle at dawn');
    expect(sent[0]).not.toHaveProperty('remixOf');
  });

  it('hands on the pass of a link with a password', async () => {
    const { router } = renderApp(at('remix', '?pass=12345.abc'), {
      user: testUser(),
      mocks: [remixMock('12345.abc'), ...dashboardMocks()],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says why a remix is refused, with the way back to the shared page', async () => {
    renderApp(at('remix'), {
      user: testUser(),
      mocks: [
        refusedMock(
          SharedRemixDocument,
          'This shared link does not show its settings, so its images cannot be remixed',
          { code: 'FORBIDDEN' },
        ),
      ],
    });

    expect(await screen.findByText('Could not remix this image')).toBeInTheDocument();
    expect(screen.getByText(/does not show its settings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shared page' })).toHaveAttribute(
      'href',
      `/s/${SLUG}`,
    );
  });

  it('sends a visitor to sign in first, and back here after', async () => {
    const { router } = renderApp(at('remix'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: at('remix') });
  });

  it('saves a copy into the gallery once, even when mounted twice, and shows the gallery', async () => {
    const sent: SaveSharedImageMutationVariables[] = [];
    const { router } = renderApp(at('save', '?pass=99.xyz'), {
      user: testUser(),
      mocks: [saveMock(sent)],
      strictMode: true,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(await screen.findByText('Saved to your gallery')).toBeInTheDocument();
    expect(
      screen.getByText('The image has been saved to the folder "Default".'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ slug: SLUG, creationId: CREATION_ID, pass: '99.xyz' }]);
  });

  it('says when the gallery holds the image already, and shows the gallery', async () => {
    const { router } = renderApp(at('save'), {
      user: testUser(),
      mocks: [
        refusedMock(SaveSharedImageDocument, 'This image is already saved in Trips', {
          code: 'ALREADY_SAVED',
          folderName: 'Trips',
        }),
      ],
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(await screen.findByText('Already saved')).toBeInTheDocument();
    expect(screen.getByText('This image is already saved in Trips')).toBeInTheDocument();
    expect(screen.queryByText('Could not save this image')).not.toBeInTheDocument();
  });

  it('says why a save is refused', async () => {
    renderApp(at('save'), {
      user: testUser(),
      mocks: [
        refusedMock(
          SaveSharedImageDocument,
          'This shared link does not allow download, so its images cannot be saved',
          { code: 'FORBIDDEN' },
        ),
      ],
    });
    expect(await screen.findByText('Could not save this image')).toBeInTheDocument();
    expect(screen.getByText(/does not allow download/)).toBeInTheDocument();
  });

  it('knows no other action', async () => {
    renderApp(at('delete'), { user: testUser() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
