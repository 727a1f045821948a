const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The model a picker option stands for: a version's name ("Pixel Art XL v1.1"), else its row's
 * model name (the option's full name also holds its architecture, version and trigger words).
 */
export function optionName(option: Element | null | undefined): string | null | undefined {
  return (
    option?.getAttribute('aria-label') ?? option?.querySelector('.model-row-name')?.textContent
  );
}

/** The accessible name of the picker option of the model called `name` (its row says more). */
export function modelOption(name: string): RegExp {
  return new RegExp(`^${escapeRegExp(name)}(?: |$)`);
}
