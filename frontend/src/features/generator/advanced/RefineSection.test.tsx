import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import type { RefinementSupport } from '../capabilityLimits';
import { defaultParameters, type GenerationParameters } from '../generationParameters';
import { parametersReducer } from '../state/parametersReducer';
import { offersRefinement, RefineSection } from './RefineSection';

// The Refine group of Advanced Settings: each refinement offered only where the architecture
// takes it, its settings shown while it is on, and a transparent background sets PNG.

const ALL: RefinementSupport = {
  supportsHiresFix: true,
  supportsFaceRefinement: true,
  supportsTransparentBackground: true,
};

/** The group over the dashboard's own reducer; `seen` receives the parameters after each change. */
function renderRefine(
  support: RefinementSupport | null,
  start: Partial<GenerationParameters> = {},
  seen: GenerationParameters[] = [],
) {
  function Harness() {
    const [parameters, dispatch] = useReducer(parametersReducer, {
      ...defaultParameters(),
      ...start,
    });
    seen.push(parameters);
    return (
      <RefineSection
        parameters={parameters}
        support={support}
        onChange={(changes) => dispatch({ type: 'update', changes })}
      />
    );
  }
  renderWithProviders(<Harness />);
  return () => seen.at(-1)!;
}

const refine = () => screen.getByRole('region', { name: 'Refine' });
const toggle = (name: string) => within(refine()).getByRole('switch', { name });

describe('the Refine group', () => {
  it('offers only what the architecture takes', () => {
    renderRefine({ ...ALL, supportsTransparentBackground: false });
    expect(toggle('Hires fix')).not.toBeChecked();
    expect(toggle('Face refinement')).not.toBeChecked();
    expect(
      within(refine()).queryByRole('switch', { name: 'Transparent background' }),
    ).not.toBeInTheDocument();
    // Nothing of a refinement's own settings while it is off.
    expect(screen.queryByRole('combobox', { name: 'Upscaler' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Face refinement steps' })).toBeNull();
  });

  it('is not offered at all where the architecture takes none, or none is known', () => {
    const none = {
      supportsHiresFix: false,
      supportsFaceRefinement: false,
      supportsTransparentBackground: false,
    };
    expect(offersRefinement(none)).toBe(false);
    expect(offersRefinement(null)).toBe(false);
    expect(offersRefinement({ ...none, supportsFaceRefinement: true })).toBe(true);
  });

  it('turns hires fix on with the default upscaler, steps and strength, each of them changeable', async () => {
    const current = renderRefine(ALL);

    await userEvent.click(toggle('Hires fix'));
    expect(current().hiresFix).toEqual({
      upscaler: 'runware:esrgan@ultrasharp',
      steps: 10,
      strength: 0.5,
    });
    expect(screen.getByRole('combobox', { name: 'Upscaler' })).toBeInTheDocument();
    expect(screen.getByText('4x-UltraSharp')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Upscaler' }));
    await userEvent.click(await screen.findByTitle('4x-AnimeSharp'));
    const steps = screen.getByRole('spinbutton', { name: 'Hires fix steps' });
    await userEvent.clear(steps);
    await userEvent.type(steps, '14');
    await userEvent.tab();
    expect(screen.getByRole('slider', { name: 'Hires fix strength' })).toHaveAttribute(
      'aria-valuemax',
      '1',
    );
    expect(current().hiresFix).toEqual({
      upscaler: 'runware:esrgan@animesharp',
      steps: 14,
      strength: 0.5,
    });

    await userEvent.click(toggle('Hires fix'));
    expect(current().hiresFix).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Upscaler' })).not.toBeInTheDocument();
  });

  it('turns face refinement on with 20 steps and strength 0.4', async () => {
    const current = renderRefine(ALL);

    await userEvent.click(toggle('Face refinement'));
    expect(current().faceRefinement).toEqual({ steps: 20, strength: 0.4 });
    const strength = screen.getByRole('spinbutton', { name: 'Face refinement strength' });
    await userEvent.clear(strength);
    await userEvent.type(strength, '0.25');
    await userEvent.tab();
    expect(current().faceRefinement).toEqual({ steps: 20, strength: 0.25 });
  });

  it("sends the provider's face detection confidence unless the creator sets their own", async () => {
    const current = renderRefine(ALL);

    await userEvent.click(toggle('Face refinement'));
    expect(current().faceRefinement).not.toHaveProperty('confidence');
    expect(
      screen.queryByRole('spinbutton', { name: 'Face detection confidence' }),
    ).not.toBeInTheDocument();

    await userEvent.click(toggle('Own detection confidence'));
    expect(current().faceRefinement).toEqual({ steps: 20, strength: 0.4, confidence: 0.5 });
    const confidence = screen.getByRole('spinbutton', { name: 'Face detection confidence' });
    await userEvent.clear(confidence);
    await userEvent.type(confidence, '0.7');
    await userEvent.tab();
    expect(current().faceRefinement).toEqual({ steps: 20, strength: 0.4, confidence: 0.7 });

    await userEvent.click(toggle('Own detection confidence'));
    expect(current().faceRefinement).toEqual({ steps: 20, strength: 0.4 });
  });

  it('sets the format to PNG with a transparent background, and says so', async () => {
    const current = renderRefine(ALL, { format: 'jpeg' });
    const hint =
      'Only PNG keeps a transparent background: turning this on sets the output format to PNG.';
    expect(toggle('Transparent background')).toHaveAccessibleDescription(hint);

    await userEvent.click(toggle('Transparent background'));
    expect(current()).toMatchObject({ transparentBackground: true, format: 'png' });
    expect(toggle('Transparent background')).toBeChecked();
    expect(toggle('Transparent background')).toHaveAccessibleDescription(
      'The output format is set to PNG, which keeps the transparency.',
    );

    // Turned off, the format stays as it is now.
    await userEvent.click(toggle('Transparent background'));
    expect(current()).toMatchObject({ transparentBackground: false, format: 'png' });
  });
});
