import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  VaryImageDocument,
  type VaryImageMutationVariables,
} from '../../graphql/generated/graphql';
import { recentGeneration, recentGenerationsMock } from './recent/testing/recentMocks';
import { dashboardMocks } from './testing/generatorMocks';
import { variationPricesMock } from './vary/testing/variationMocks';
import { queuedGenerationMock } from './testing/queueMocks';
import { GENERATION_SETTINGS_KEY, REMEMBER_SETTINGS_KEY } from '../../lib/storageKeys';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// Vary, Remix, Use as reference and Expand from where past and present results are seen besides
// their own Tools: the recent strip's menu and the full-size viewer's action bar. Each variation
// says its price before it runs, and goes to the queue as a result's own Vary does.

const SDXL_AIR = 'civitai:101055@128078';
const VARIED = '33333333-3333-4333-8333-333333333333';
const fox = recentGeneration('g-fox', { images: ['fox-1'] });

/** What the menu asks as it opens: the two variations of the image, priced. */
function pricesMock(imageUUID: string): MockLink.MockedResponse {
  return {
    ...variationPricesMock({ imageUUID }, 1.25, 1.5),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Accepts one variation as VARIED, recording the input sent. */
function variedMock(sent: VaryImageMutationVariables['input'][]): MockLink.MockedResponse {
  return {
    request: {
      query: VaryImageDocument,
      variables: (variables: VaryImageMutationVariables) => {
        sent.push(variables.input);
        return true;
      },
    },
    result: {
      data: {
        varyImage: {
          __typename: 'GenerationResult',
          generationId: VARIED,
          status: 'pending',
          creditBalance: 41,
        },
      },
    },
  };
}

function renderDashboard(sent: VaryImageMutationVariables['input'][]) {
  // The fox comes back on the preview as the page opens: SDXL is the remembered model.
  localStorage.setItem(REMEMBER_SETTINGS_KEY, 'true');
  localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ model_id: SDXL_AIR }));
  return renderApp('/dashboard', {
    user: testUser({ creditBalance: 42.5 }),
    mocks: [
      recentGenerationsMock([fox]),
      pricesMock('fox-1'),
      variedMock(sent),
      queuedGenerationMock({
        id: VARIED,
        status: 'pending',
        parameters: { prompt: 'a fox' },
        maxUsageCount: Number.POSITIVE_INFINITY,
      }),
      ...dashboardMocks(),
    ],
  });
}

const strip = () => screen.getByRole('region', { name: 'Recent generations' });
const queuedCard = () => screen.findByRole('article', { name: 'Generation: a fox' });

describe('Dashboard: Vary and more from the recent strip and the viewer', () => {
  it("varies a recent thumbnail's image from its menu, priced before it runs", async () => {
    const sent: VaryImageMutationVariables['input'][] = [];
    renderDashboard(sent);
    const more = await within(
      await screen.findByRole('region', { name: 'Recent generations' }),
    ).findByRole('button', { name: 'SDXL: a fox, 1 image, more actions' });

    await userEvent.click(more);
    expect(
      await screen.findByRole('menuitem', { name: 'Vary (subtle) · 1.25 credits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Vary (strong) · 1.50 credits' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Remix' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Use as reference…' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Expand…' })).toBeVisible();

    await userEvent.click(screen.getByRole('menuitem', { name: /^Vary \(strong\)/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ imageUUID: 'fox-1', strength: 'STRONG' });
    expect(await queuedCard()).toBeInTheDocument();
    expect(strip()).toBeInTheDocument();
  });

  it("opens a recent thumbnail's menu from the keyboard", async () => {
    renderDashboard([]);
    const more = await within(
      await screen.findByRole('region', { name: 'Recent generations' }),
    ).findByRole('button', { name: 'SDXL: a fox, 1 image, more actions' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /^Vary \(subtle\)/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Use as reference…' }));
    expect(await screen.findByRole('dialog', { name: 'Use as reference' })).toBeInTheDocument();
  });

  it('varies the image shown full size from the viewer, which closes on the queued card', async () => {
    const sent: VaryImageMutationVariables['input'][] = [];
    renderDashboard(sent);
    const shown = await screen.findByRole('figure', { name: 'Generated image 1' });
    await userEvent.click(within(shown).getByRole('button', { name: 'View full size' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));

    await userEvent.click(viewer.getByRole('button', { name: 'Vary' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Vary (subtle) · 1.25 credits' }),
    ).toBeInTheDocument();
    expect(viewer.getByRole('button', { name: 'Use as reference…' })).toBeVisible();
    expect(viewer.getByRole('button', { name: 'Expand…' })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: /^Vary \(subtle\)/ }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ imageUUID: 'fox-1', strength: 'SUBTLE' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Full size' })).toBeNull());
    expect(await queuedCard()).toBeInTheDocument();
  });
});
