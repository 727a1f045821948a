import type { CatalogModel } from '../modelChoices';
import { DETAIL_SD15, PIXEL_ART, SDXL } from '../testing/generatorMocks';
import { groupVersions, modelGroupKey, pickerList } from './pickerList';

const model = (overrides: Partial<CatalogModel>) =>
  ({ ...PIXEL_ART, ...overrides }) as CatalogModel;

// Two imported versions of one LoRA: same civitai model id, same name.
const pixelV1 = model({ id: 20, civitAIR: 'civitai:120096@135931', version: 'v1.0' });
const pixelV2 = model({ id: 21, civitAIR: 'civitai:120096@240000', version: 'v1.1' });
const names = (rows: { versions: readonly { model: CatalogModel }[] }[]) =>
  rows.map((row) => row.versions.map((version) => version.model.civitAIR));

describe('model picker list', () => {
  it('groups versions by the AIR’s model id and the name', () => {
    expect(modelGroupKey(pixelV1)).toBe(modelGroupKey(pixelV2));
    expect(modelGroupKey({ name: 'x', civitAIR: 'urn:air:sdxl:lora:civitai:120096@1' })).toBe(
      modelGroupKey({ name: 'X', civitAIR: 'civitai:120096@2' }),
    );
    // One provider id, two products: "HiDream-I1 Full" and "HiDream-I1 Fast" stay apart.
    expect(modelGroupKey({ name: 'HiDream-I1 Full', civitAIR: 'runware:97@1' })).not.toBe(
      modelGroupKey({ name: 'HiDream-I1 Fast', civitAIR: 'runware:97@3' }),
    );
    // An AIR of another shape is a row of its own.
    expect(modelGroupKey({ name: 'x', civitAIR: 'custom-model' })).not.toBe(
      modelGroupKey({ name: 'x', civitAIR: 'other-model' }),
    );
  });

  it('puts a model’s versions in one row, newest first, rows in the order given', () => {
    const rows = groupVersions([pixelV1, SDXL as CatalogModel, pixelV2].map((m) => ({ model: m })));
    expect(names(rows)).toEqual([
      ['civitai:120096@240000', 'civitai:120096@135931'],
      [SDXL.civitAIR],
    ]);
  });

  it('shows the recent models first while nothing is searched, then every match', () => {
    const options = [pixelV1, pixelV2, DETAIL_SD15 as CatalogModel].map((m) => ({ model: m }));
    const recent = [DETAIL_SD15.civitAIR, 'civitai:1@1' /* gone from the catalogue */];

    const open = pickerList(options, '', recent);
    expect(names(open.recent)).toEqual([[DETAIL_SD15.civitAIR]]);
    expect(names(open.rows)).toHaveLength(2);
    expect(open.choosable.map((option) => option.model.civitAIR)).toEqual([
      DETAIL_SD15.civitAIR,
      'civitai:120096@240000',
      'civitai:120096@135931',
      DETAIL_SD15.civitAIR,
    ]);
    expect(open.rows.map((row) => row.firstIndex)).toEqual([1, 3]);

    const searched = pickerList(options, 'PIXEL', recent);
    expect(searched.recent).toEqual([]);
    expect(names(searched.rows)).toEqual([['civitai:120096@240000', 'civitai:120096@135931']]);
  });
});
