import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterVariables } from './creationFilters';
import { FoldedFilterBar, GalleryFilterBar } from './GalleryFilterBar';
import { creationModelsMock } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';
import { SEARCH_DEBOUNCE_MS, useGalleryFilters } from './useGalleryFilters';

/** The bar with the page's filter state; shows the arguments the list would be asked with. */
function FilterHarness() {
  const filters = useGalleryFilters();
  return (
    <>
      <GalleryFilterBar filters={filters} />
      <output data-testid="applied">{JSON.stringify(filterVariables(filters.applied))}</output>
    </>
  );
}

/** A phone's folded bar, with the button kept on its line. */
function FoldedHarness() {
  const filters = useGalleryFilters();
  return (
    <>
      <FoldedFilterBar filters={filters}>
        <button type="button">Select</button>
      </FoldedFilterBar>
      <output data-testid="applied">{JSON.stringify(filterVariables(filters.applied))}</output>
    </>
  );
}

const applied = () => JSON.parse(screen.getByTestId('applied').textContent ?? '{}') as object;

const catalogue = [
  { id: 4, name: 'Juggernaut XL', version: 'v9', civitAIR: 'civitai:133005@357609' },
  { id: 1, name: 'RunDiffusion', version: 'XL', civitAIR: 'rundiffusion:130@100' },
];

describe('Gallery filters', () => {
  afterEach(() => jest.useRealTimers());

  it('applies the search once typing pauses for 300 ms, not per keystroke', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<FilterHarness />);

    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'red fox');
    expect(applied()).toEqual({});

    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(applied()).toEqual({});
    act(() => jest.advanceTimersByTime(1));
    expect(applied()).toEqual({ search: 'red fox' });
  });

  it('offers the models of the saved images only, each named once, by name', async () => {
    renderWithProviders(<FilterHarness />, [
      creationModelsMock([
        ...catalogue,
        { id: 7, name: 'HiDream-I1 Fast', version: 'Fast', civitAIR: 'runware:97@3' },
        'civitai:999@1',
        // Two versions no longer in the catalogue would both read "Model 4384".
        'civitai:4384@1',
        'civitai:4384@2',
      ]),
    ]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Model' }));

    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'All models',
        'HiDream-I1 Fast',
        'Juggernaut XL v9',
        'Model 4384 (civitai:4384@1)',
        'Model 4384 (civitai:4384@2)',
        'Model 999',
        'RunDiffusion XL',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Juggernaut XL v9' }));
    expect(applied()).toEqual({ model: 'civitai:133005@357609' });
  });

  it('narrows to whole days: from the start of the first to the start of the day after the last', async () => {
    renderWithProviders(<FilterHarness />);

    await userEvent.type(await screen.findByLabelText('Start date'), '2026-01-10{Enter}');
    await userEvent.type(screen.getByLabelText('End date'), '2026-01-12{Enter}');

    await waitFor(() =>
      expect(applied()).toEqual({
        from: new Date(2026, 0, 10).toISOString(),
        to: new Date(2026, 0, 13).toISOString(),
      }),
    );
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-01-10');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-01-12');
  });

  it('clears every filter at once with "Clear filters", disabled while none is set', async () => {
    renderWithProviders(<FilterHarness />, [creationModelsMock(['civitai:999@1'])]);
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeDisabled();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'fox');
    await userEvent.click(screen.getByRole('combobox', { name: 'Model' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Model 999' }));
    await waitFor(() => expect(applied()).toEqual({ search: 'fox', model: 'civitai:999@1' }));

    await userEvent.click(clear);

    expect(applied()).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Search prompts' })).toHaveValue('');
    expect(clear).toBeDisabled();
  });

  describe('folded, on a phone', () => {
    const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

    it('keeps the filters behind "Filters" until it is pressed, then shows them under it', async () => {
      renderWithProviders(<FoldedHarness />);

      expect(filtersButton()).toHaveAccessibleName('Filters');
      expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('search', { name: 'Filter images' })).not.toBeInTheDocument();
      expect(screen.queryByRole('searchbox', { name: 'Search prompts' })).not.toBeInTheDocument();
      // What shares the line stays in reach.
      expect(screen.getByRole('button', { name: 'Select' })).toBeInTheDocument();

      await userEvent.click(filtersButton());

      expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(filtersButton().getAttribute('aria-controls') ?? '');
      expect(panel).toBeVisible();
      const bar = screen.getByRole('search', { name: 'Filter images' });
      expect(panel).toContainElement(bar);
      expect(within(bar).getByRole('searchbox', { name: 'Search prompts' })).toBeVisible();
      expect(await within(bar).findByLabelText('Start date')).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeDisabled();

      await userEvent.click(filtersButton());

      expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('search', { name: 'Filter images' })).not.toBeInTheDocument();
    });

    it('counts the filters set on its button, folded or not, and keeps them when folded', async () => {
      renderWithProviders(<FoldedHarness />, [creationModelsMock(['civitai:999@1'])]);
      await userEvent.click(filtersButton());

      await userEvent.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'fox');
      expect(filtersButton()).toHaveAccessibleName('Filters (1)');
      await userEvent.click(screen.getByRole('combobox', { name: 'Model' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Model 999' }));
      expect(filtersButton()).toHaveAccessibleName('Filters (2)');

      await userEvent.click(filtersButton());

      expect(filtersButton()).toHaveAccessibleName('Filters (2)');
      await waitFor(() => expect(applied()).toEqual({ search: 'fox', model: 'civitai:999@1' }));

      await userEvent.click(filtersButton());
      expect(screen.getByRole('searchbox', { name: 'Search prompts' })).toHaveValue('fox');
      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

      expect(filtersButton()).toHaveAccessibleName('Filters');
      expect(applied()).toEqual({});
    });
  });
});
