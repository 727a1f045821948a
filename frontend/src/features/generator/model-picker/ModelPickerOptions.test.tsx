import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CatalogModel } from '../modelChoices';
import { ARCHITECTURES, DETAIL_SD15, PIXEL_ART, SDXL } from '../testing/generatorMocks';
import { modelOption, optionName } from '../testing/optionName';
import { ModelPicker, type PickerOption } from './ModelPicker';
import { type PickerKind, readRecentModels, rememberRecentModel } from './recentModels';

const model = (base: unknown, overrides: Partial<CatalogModel>) =>
  ({ ...(base as CatalogModel), ...overrides }) as CatalogModel;

// Two imported versions of one LoRA (one civitai model id), the newer with a cover.
const PIXEL_V1 = model(PIXEL_ART, { id: 20, version: 'v1.0', civitAIR: 'civitai:120096@135931' });
const PIXEL_V2 = model(PIXEL_ART, {
  id: 21,
  version: 'v1.1',
  civitAIR: 'civitai:120096@240000',
  heroImage: 'https://images.example/pixel-v2.jpg',
  triggerWords: ['pixel art', '8-bit'],
});
const DETAIL = model(DETAIL_SD15, { heroImage: null });
const HIDREAM_FAST = model(SDXL, {
  id: 30,
  name: 'HiDream-I1 Fast',
  version: 'Fast',
  civitAIR: 'runware:97@3',
});
const HIDREAM_FULL = model(SDXL, {
  id: 31,
  name: 'HiDream-I1 Fast',
  version: 'Full',
  civitAIR: 'runware:97@1',
});

const architectureNames = new Map(ARCHITECTURES.map((entry) => [entry.id, entry.architecture]));

/** A picker of `kind` as the add dialogs use it: the choice is remembered as "used". */
function Picker({ options, kind = 'lora' }: { options: CatalogModel[]; kind?: PickerKind }) {
  const [value, setValue] = useState<string>();
  return (
    <ModelPicker
      label="LoRA model"
      kind={kind}
      options={options.map((entry): PickerOption => ({ model: entry }))}
      architectureNames={architectureNames}
      value={value}
      onChange={(chosen) => {
        rememberRecentModel(kind, chosen.civitAIR);
        setValue(chosen.civitAIR);
      }}
      status="ready"
    />
  );
}

const picker = () => screen.getByRole('combobox', { name: 'LoRA model' });
const searchBox = () => screen.getByPlaceholderText('Sök modeller...');
const list = () => screen.getByRole('listbox', { name: 'LoRA model' });
/** Opens the picker and waits for its rows (the dashboard's deferred chunk). */
async function open() {
  await userEvent.click(picker());
  await within(list()).findAllByRole('option');
}

describe('ModelPicker rows', () => {
  it("shows each model's cover, architecture, version and trigger words", async () => {
    render(<Picker options={[PIXEL_V2, DETAIL]} />);
    await open();

    const pixel = within(list()).getByRole('option', { name: modelOption('Pixel Art XL') });
    expect(pixel).toHaveAccessibleName(
      'Pixel Art XL SDXL 1.0 v1.1 Trigger words: pixel art, 8-bit',
    );
    const cover = pixel.querySelector('img.model-cover');
    expect(cover).toHaveAttribute('src', 'https://images.example/pixel-v2.jpg');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('alt', '');

    // No cover: a neutral tile, hidden from assistive technology.
    const detail = within(list()).getByRole('option', { name: modelOption('Detail Tweaker LoRA') });
    expect(detail).toHaveAccessibleName('Detail Tweaker LoRA SD 1.5 1.0');
    expect(detail.querySelector('img')).toBeNull();
    expect(detail.querySelector('.model-cover-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the tile when a cover cannot be loaded', async () => {
    render(<Picker options={[PIXEL_V2]} />);
    await open();
    const pixel = within(list()).getByRole('option', { name: modelOption('Pixel Art XL') });
    act(() => {
      pixel.querySelector('img')?.dispatchEvent(new Event('error'));
    });
    expect(pixel.querySelector('img')).toBeNull();
    expect(pixel.querySelector('.model-cover-placeholder')).toBeInTheDocument();
  });

  it('groups the versions of one model in one row, newest first', async () => {
    render(<Picker options={[PIXEL_V1, DETAIL, PIXEL_V2]} />);
    await open();

    // One row for Pixel Art XL, not two alike: its versions are the options inside it.
    const pixel = within(list()).getByRole('group', { name: 'Pixel Art XL' });
    expect(within(list()).getAllByText('Pixel Art XL')).toHaveLength(1);
    expect(within(pixel).getAllByRole('option').map(optionName)).toEqual([
      'Pixel Art XL v1.1',
      'Pixel Art XL v1.0',
    ]);
    expect(
      within(pixel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['v1.1', 'v1.0']);

    // Choosing an older version closes the list and clears the search.
    await userEvent.type(searchBox(), 'pixel');
    await userEvent.click(screen.getByRole('option', { name: 'Pixel Art XL v1.0' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(readRecentModels('lora')).toEqual([PIXEL_V1.civitAIR]);
    await userEvent.click(picker());
    expect(searchBox()).toHaveValue('');
    expect(
      within(list()).getByRole('option', { name: 'Pixel Art XL v1.0', selected: true }),
    ).toBeInTheDocument();
  });

  it('names a version once when the model name already ends with it', async () => {
    render(<Picker options={[HIDREAM_FAST, HIDREAM_FULL]} />);
    await open();
    expect(within(list()).getAllByRole('option').map(optionName)).toEqual([
      'HiDream-I1 Fast',
      'HiDream-I1 Fast Full',
    ]);
  });

  it('lists the models chosen lately first under "Recent", but not while searching', async () => {
    rememberRecentModel('lora', DETAIL.civitAIR);
    rememberRecentModel('base', PIXEL_V2.civitAIR);
    render(<Picker options={[PIXEL_V2, DETAIL]} />);
    await open();

    const recent = within(list()).getByRole('group', { name: 'Recent' });
    expect(within(recent).getAllByRole('option').map(optionName)).toEqual(['Detail Tweaker LoRA']);
    expect(within(list()).getAllByRole('option').map(optionName)).toEqual([
      'Detail Tweaker LoRA',
      'Pixel Art XL',
      'Detail Tweaker LoRA',
    ]);

    // The search looks at every model, by name and case-insensitively, as the spec says.
    await userEvent.type(searchBox(), 'DETAIL');
    expect(within(list()).queryByRole('group', { name: 'Recent' })).not.toBeInTheDocument();
    expect(within(list()).getAllByRole('option').map(optionName)).toEqual(['Detail Tweaker LoRA']);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'zzz');
    expect(screen.getByText('Inga modeller hittades')).toBeInTheDocument();
  });
});
