import { compareThemes, extractAntdStyleSheets } from '../../build/antdStyleSheets';
import { DARK_THEME, LIGHT_THEME } from './theme';

// One static sheet per antd part serves every theme the app draws in (build/antdStaticStyles.ts):
// the themes may differ in token values only, which antd registers at run time.
describe("antd's static CSS", () => {
  const light = extractAntdStyleSheets(() => LIGHT_THEME);

  it("is the same in the dark theme (the lightbox's too)", () => {
    expect(
      compareThemes(
        light,
        extractAntdStyleSheets(() => DARK_THEME),
      ),
    ).toEqual([]);
  });

  it('differs where a theme changes more than token values', () => {
    const renamed = extractAntdStyleSheets(() => ({
      ...LIGHT_THEME,
      cssVar: { prefix: 'studio' },
    }));
    expect(compareThemes(light, renamed)).toEqual(expect.arrayContaining(['Button-Button']));
  });

  it('has a sheet for each part the app uses, written with variables', () => {
    for (const hook of ['Button-Button', 'Select-Select', 'Modal-Modal', 'Input-TextArea'])
      expect(light.byHook.get(hook)).toContain('var(--ant-');
    expect(light.shared).toContain('.anticon');
  });
});
