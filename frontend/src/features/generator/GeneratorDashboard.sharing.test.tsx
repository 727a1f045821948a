import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateShareLinkDocument } from '../../graphql/generated/sharing/graphql';
import { dashboardMocks, generateImagesMock, savedCopiesMock } from './testing/generatorMocks';
import { imageToolEntry, toolsButton } from './testing/imageTools';
import { shareLink } from '../sharing/testing/shareFixtures';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// "Share" on a dashboard result once it is saved to the gallery: the gallery's share dialog, for
// the saved copy.

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });
const figure = (name: string) => screen.getByRole('figure', { name });

/** A new link with the dialog's defaults, to the saved image `creationId`. */
function createMock(creationId: string, created: string[]): MockLink.MockedResponse {
  return {
    request: {
      query: CreateShareLinkDocument,
      variables: (variables: { input: { creationId?: string } }) => {
        created.push(variables.input.creationId ?? '');
        return true;
      },
    },
    result: { data: { createShareLink: shareLink('l1', { creationId }) } },
  };
}

/** The dashboard with two generated results, the first saved (in `folders`) and the second not. */
async function renderResults(mocks: MockLink.MockedResponse[]) {
  renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks });
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a fox');
  await userEvent.click(screen.getByRole('button', { name: /^Generate/ }));
  expect(await screen.findByText('Generated 2 image(s)')).toBeInTheDocument();
}

describe('Dashboard: sharing a saved result', () => {
  it('offers Share in the Tools menu of a saved result only, and shares its saved copy', async () => {
    const created: string[] = [];
    await renderResults([
      savedCopiesMock(['Trips']),
      ...dashboardMocks(),
      ...generateImagesMock({ images: 2 }),
      createMock('c-0', created),
    ]);
    const saved = figure('Generated image 1');
    expect(await within(saved).findByText('Saved to Trips')).toBeInTheDocument();

    // The result that is not saved has nothing to share yet.
    await imageToolEntry(figure('Generated image 2'), 'Describe');
    expect(screen.queryByRole('menuitem', { name: /Share/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(toolsButton(saved));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Share/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share image' }));
    expect(dialog.queryByText('This image may contain adult content')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));

    expect(await dialog.findByText('Link created')).toBeInTheDocument();
    expect(created).toEqual(['c-0']);
  });

  it('shares from the full-size viewer, asking to confirm a flagged image', async () => {
    await renderResults([
      savedCopiesMock(['Trips'], Number.POSITIVE_INFINITY, true),
      ...dashboardMocks(),
      ...generateImagesMock({ images: 2 }),
    ]);
    await within(figure('Generated image 1')).findByText('Saved to Trips');

    // Opened by the picture: the overlay button's tooltip would stay and take the dialog's id.
    await userEvent.click(within(figure('Generated image 1')).getByRole('img'));
    const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));
    await userEvent.click(viewer.getByRole('button', { name: 'Share' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Share image' }));
    expect(dialog.getByText('This image may contain adult content')).toBeInTheDocument();
    expect(
      dialog.getByRole('checkbox', { name: 'I confirm that I want to share adult content' }),
    ).not.toBeChecked();
  });
});
