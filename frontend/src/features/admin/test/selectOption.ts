import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens an antd Select and clicks one of its options in the open dropdown. */
export async function selectOption(combobox: HTMLElement, label: string) {
  await userEvent.click(combobox);
  const option = await waitFor(() => {
    const options = screen
      .getAllByTitle(label)
      .filter((element) => element.classList.contains('ant-select-item-option'));
    const visible = options.at(-1);
    if (!visible) throw new Error(`No option "${label}" open`);
    return visible;
  });
  await userEvent.click(option);
}
