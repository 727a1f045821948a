import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type {
  GenerationHistoryEntryFragment,
  GenerationTask,
} from '../../graphql/generated/graphql';
import { renderWithProviders } from '../gallery/testing/renderWithProviders';
import { GenerationDetailsDrawer } from './GenerationDetailsDrawer';
import { GenerationHistoryItem } from './GenerationHistoryItem';
import { generation, myGenerationMock } from './testing/creditsFixtures';

/** A creator tool's row as the server records it: the tool's model and the tool's own input. */
const TOOL_ROWS: [GenerationTask, Partial<GenerationHistoryEntryFragment>][] = [
  [
    'upscale',
    {
      modelAir: 'runware:500@1',
      modelName: 'Upscaler',
      parameters: { inputImage: 'uuid-1', upscaleFactor: 2 },
    },
  ],
  [
    'removeBackground',
    { modelAir: 'runware:109@1', modelName: null, parameters: { inputImage: 'uuid-1' } },
  ],
  [
    'caption',
    {
      modelAir: 'runware:150@2',
      modelName: null,
      parameters: { inputImage: 'uuid-1' },
      images: [],
    },
  ],
  [
    'promptEnhance',
    {
      modelAir: 'runware:enhance',
      modelName: null,
      parameters: { prompt: 'a fox', promptVersions: 3 },
      images: [],
    },
  ],
];

const openButton = () => screen.queryByRole('button', { name: /Open in dashboard/ });

/** The details drawer opened on `id`, each of `generations` readable by its own id. */
function renderDrawer(id: string, ...generations: GenerationHistoryEntryFragment[]) {
  return renderWithProviders(
    <MemoryRouter>
      <GenerationDetailsDrawer generationId={id} onClose={() => undefined} />
    </MemoryRouter>,
    generations.map((entry) => myGenerationMock(entry)),
  );
}

function renderItem(entry: GenerationHistoryEntryFragment) {
  return renderWithProviders(
    <MemoryRouter>
      <GenerationHistoryItem generation={entry} />
    </MemoryRouter>,
  );
}

describe('"Open in dashboard" in the generation history', () => {
  it('is offered for a generation made from a prompt', () => {
    renderItem(generation('g1'));

    expect(openButton()).toBeInTheDocument();
  });

  it.each(TOOL_ROWS)('is not offered for a %s row (no generation to set up again)', (task, row) => {
    renderItem(generation('t1', { taskType: task, ...row }));

    const item = screen.getByRole('article');
    expect(within(item).getByText('Succeeded')).toBeInTheDocument();
    expect(openButton()).toBeNull();
  });

  it("is not offered in a tool row's details drawer either, but is in a generation's", async () => {
    const upscale = generation('t1', { taskType: 'upscale', ...TOOL_ROWS[0]![1] });
    const both = [upscale, generation('g1')];

    const tool = renderDrawer('t1', ...both);
    const drawer = await screen.findByRole('dialog', { name: 'Generation details' });
    expect(await within(drawer).findByText('Upscaler')).toBeInTheDocument();
    expect(openButton()).toBeNull();
    tool.unmount();

    renderDrawer('g1', ...both);
    expect(await screen.findByRole('button', { name: /Open in dashboard/ })).toBeInTheDocument();
  });
});

describe('"Remixed from" in the generation details drawer', () => {
  it('links the shared image a generation was remixed from', async () => {
    const slug = 'q3JbVd0nS1yWm8cXk2Lr0A';
    renderDrawer(
      'g1',
      generation('g1', { remixedFrom: { __typename: 'RemixSource', slug } as never }),
    );

    const drawer = within(await screen.findByRole('dialog', { name: 'Generation details' }));
    const page = `${window.location.origin}/s/${slug}`;
    expect(await drawer.findByRole('link', { name: page })).toHaveAttribute('href', page);
    expect(drawer.getByText('Remixed from')).toBeInTheDocument();
  });
});

describe('Refinements in the generation details drawer', () => {
  it('shows each one used, in words', async () => {
    renderDrawer(
      'g1',
      generation('g1', {
        parameters: {
          prompt: 'a fox',
          width: 512,
          height: 512,
          hiresFix: { upscaler: 'runware:esrgan@ultrasharp', steps: 10, strength: 0.5 },
          faceRefinement: { steps: 20, strength: 0.4 },
        },
      }),
    );

    const drawer = within(await screen.findByRole('dialog', { name: 'Generation details' }));
    expect(await drawer.findByText('Hires fix')).toBeInTheDocument();
    expect(drawer.getByText('4x-UltraSharp, 10 steps, strength 0.5')).toBeInTheDocument();
    expect(drawer.getByText('Face refinement')).toBeInTheDocument();
    expect(drawer.getByText('20 steps, strength 0.4')).toBeInTheDocument();
    expect(drawer.queryByText('Transparent background')).not.toBeInTheDocument();
  });
});
