import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import {
  CreatePromptStyleDocument,
  DeletePromptStyleDocument,
  MyPromptStylesDocument,
  type PromptStyleItemFragment,
  UpdatePromptStyleDocument,
} from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import type { PromptStyleChoice } from '../generationParameters';
import { PromptStylePicker } from './PromptStylePicker';

const style = (id: string, name: string, template = `${name} of {prompt}`) => ({
  __typename: 'PromptStyle' as const,
  id,
  name,
  template,
  negativePrompt: 'blurry',
});
const anime = style('a0000000-0000-4000-8000-000000000001', 'Anime');
const watercolor = style('a0000000-0000-4000-8000-000000000002', 'Watercolor');

const stylesMock = (styles: PromptStyleItemFragment[]): MockLink.MockedResponse => ({
  request: { query: MyPromptStylesDocument },
  result: { data: { myPromptStyles: styles } },
});

/** The picker as the prompt panel holds it: its choice in state, reported to `changes`. */
function renderPicker(mocks: MockLink.MockedResponse[], initial: PromptStyleChoice | null = null) {
  const changes = jest.fn();
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <PromptStylePicker
        value={value}
        onChange={(chosen) => {
          changes(chosen);
          setValue(chosen);
        }}
      />
    );
  }
  renderWithProviders(
    <App>
      <Holder />
    </App>,
    mocks,
  );
  return changes;
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Style/ }));
  return within(await screen.findByRole('dialog', { name: 'Prompt styles' }));
};

describe('prompt style picker', () => {
  it('loads the styles only when opened, and shows the chosen one beside the prompt', async () => {
    const changes = renderPicker([stylesMock([anime, watercolor])]);
    expect(screen.getByRole('button', { name: 'Style' })).toBeInTheDocument();
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Use Watercolor' }));
    expect(changes).toHaveBeenCalledWith({ id: watercolor.id, name: 'Watercolor' });
    expect(screen.getByRole('button', { name: 'Style: Watercolor' })).toBeInTheDocument();
  });

  it('clears the choice with "No style"', async () => {
    const changes = renderPicker([stylesMock([anime])], { id: anime.id, name: 'Anime' });
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'No style' }));
    expect(changes).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Style' })).toBeInTheDocument();
  });

  it('refuses a template without {prompt} before asking the server, then adds the style', async () => {
    const input = { name: 'Noir', template: 'noir still of {prompt}', negativePrompt: '' };
    renderPicker([
      stylesMock([anime]),
      {
        request: { query: CreatePromptStyleDocument, variables: { input } },
        result: { data: { createPromptStyle: { ...style('n1', 'Noir'), ...input } } },
      },
      stylesMock([anime, style('n1', 'Noir')]),
    ]);
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Add style' }));
    const form = within(screen.getByRole('form', { name: 'New style' }));
    await userEvent.type(form.getByLabelText('Name'), 'Noir');
    const template = form.getByLabelText('Template');
    await userEvent.clear(template);
    await userEvent.type(template, 'noir still');
    await userEvent.click(form.getByRole('button', { name: 'Save style' }));
    expect(
      await form.findByText('template must contain {prompt}, where your prompt goes'),
    ).toBeInTheDocument();
    await userEvent.clear(template);
    await userEvent.type(template, 'noir still of {{prompt}');
    await userEvent.click(form.getByRole('button', { name: 'Save style' }));
    expect(await dialog.findByRole('button', { name: 'Use Noir' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a name in use', async () => {
    renderPicker([
      stylesMock([anime, watercolor]),
      {
        request: {
          query: UpdatePromptStyleDocument,
          variables: {
            id: anime.id,
            input: { name: 'Watercolor', template: anime.template, negativePrompt: 'blurry' },
          },
        },
        result: { errors: [{ message: 'You already have a style named "Watercolor"' }] },
      },
    ]);
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Edit Anime' }));
    const form = within(screen.getByRole('form', { name: 'Edit Anime' }));
    const name = form.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Watercolor');
    await userEvent.click(form.getByRole('button', { name: 'Save style' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'You already have a style named "Watercolor"',
    );
  });

  it('drops the chosen style when it is deleted', async () => {
    const changes = renderPicker(
      [
        stylesMock([anime, watercolor]),
        {
          request: { query: DeletePromptStyleDocument, variables: { id: anime.id } },
          result: { data: { deletePromptStyle: true } },
        },
      ],
      { id: anime.id, name: 'Anime' },
    );
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete Anime' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(changes).toHaveBeenCalledWith(null));
    await waitFor(() =>
      expect(dialog.queryByRole('button', { name: 'Use Anime' })).not.toBeInTheDocument(),
    );
  });
});
