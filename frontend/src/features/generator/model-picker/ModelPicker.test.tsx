import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CatalogModel } from '../modelChoices';
import { ALL_MODELS } from '../testing/generatorMocks';
import { optionName } from '../testing/optionName';
import { ModelPicker } from './ModelPicker';

const models = (ALL_MODELS as unknown as CatalogModel[]).filter((model) =>
  ['FLUX.1 Dev', 'Juggernaut XL', 'SDXL'].includes(model.name),
);

function Picker({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ModelPicker
        label="Model"
        kind="base"
        options={models.map((model) => ({ model }))}
        value={value}
        onChange={(model) => setValue(model.civitAIR)}
        status="ready"
      />
      <button type="button">After</button>
    </>
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Model' });
const search = () => screen.getByRole('combobox', { name: 'Search Model' });
/** The option the search box points at with aria-activedescendant. */
const activeOption = () =>
  optionName(document.getElementById(search().getAttribute('aria-activedescendant') ?? ''));
/** The rows come with the dashboard's deferred chunk. */
const rowsShown = () => screen.findAllByRole('option');

describe('ModelPicker keyboard', () => {
  it('opens with Down on the chosen model, moves with the arrows, chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Picker initial={models[1].civitAIR} />);
    await user.tab();
    expect(picker()).toHaveFocus();
    expect(picker()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveFocus();
    await rowsShown();
    expect(activeOption()).toBe(models[1].name);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(models[2].name); // stays on the last
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveTextContent(models[1].name);
    expect(picker()).toHaveFocus();
  });

  it('a letter typed on the closed picker opens it searching for that letter', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.tab();
    await user.keyboard('s');
    expect(search()).toHaveValue('s');
    await user.keyboard('dx');
    expect((await rowsShown()).map(optionName)).toEqual(['SDXL']);
    expect(activeOption()).toBe('SDXL');
    await user.keyboard('{Enter}');
    expect(picker()).toHaveTextContent('SDXL');
  });

  it('Escape closes without choosing and focus returns; Tab moves on and closes', async () => {
    const user = userEvent.setup();
    render(<Picker initial={models[0].civitAIR} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox', { name: 'Model' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveTextContent(models[0].name);
    expect(picker()).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
