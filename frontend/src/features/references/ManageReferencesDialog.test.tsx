import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  DeleteReferenceDocument,
  MyReferencesDocument,
  UpdateReferenceDocument,
} from '../../graphql/generated/graphql';
import { selectOption } from '../admin/test/selectOption';
import { renderWithProviders } from '../gallery/testing/renderWithProviders';
import ManageReferencesDialog from './ManageReferencesDialog';

const reference = (id: string, kind: 'character' | 'style', name: string, weightType = null) => ({
  __typename: 'Reference' as const,
  id,
  kind,
  name,
  images: [`creation:${id}`],
  weightType: weightType as string | null,
  combineMethod: null,
  thumbnailUrl: kind === 'character' ? `https://images.example/${id}.webp` : null,
});
const mara = reference('c0000000-0000-4000-8000-000000000001', 'character', 'Mara');
const ember = reference('c0000000-0000-4000-8000-000000000002', 'style', 'Ember');

const listMock: MockLink.MockedResponse = {
  request: { query: MyReferencesDocument },
  result: { data: { myReferences: [mara, ember] } },
};
const updateMock = (
  id: string,
  input: Record<string, unknown>,
  answer: object | GraphQLError,
): MockLink.MockedResponse => ({
  request: { query: UpdateReferenceDocument, variables: { id, input } },
  result:
    answer instanceof GraphQLError
      ? { errors: [answer] }
      : { data: { updateReference: { ...answer } } },
});
const deleteMock = (id: string): MockLink.MockedResponse => ({
  request: { query: DeleteReferenceDocument, variables: { id } },
  result: { data: { deleteReference: true } },
});

const row = (id: string) => screen.getByTestId(`reference-${id}`);

describe('ManageReferencesDialog', () => {
  it('lists characters and styles with their thumbnail, kind and name', async () => {
    renderWithProviders(<ManageReferencesDialog onClose={jest.fn()} />, [listMock]);
    expect(await screen.findByText('Mara')).toBeInTheDocument();
    expect(within(row(mara.id)).getByText('Character')).toBeInTheDocument();
    expect(within(row(mara.id)).getByRole('img', { name: 'Mara' })).toHaveAttribute(
      'src',
      mara.thumbnailUrl,
    );
    expect(within(row(ember.id)).getByText('Style')).toBeInTheDocument();
  });

  it('renames a style with its weight type in place', async () => {
    renderWithProviders(<ManageReferencesDialog onClose={jest.fn()} />, [
      listMock,
      updateMock(
        ember.id,
        { name: 'Embers', weightType: 'style_transfer' },
        { ...ember, name: 'Embers', weightType: 'style_transfer' },
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Ember' }));
    const name = screen.getByRole('textbox', { name: 'New name for Ember' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Embers');
    await selectOption(
      screen.getByRole('combobox', { name: 'Weight type of Ember' }),
      'Style transfer',
    );
    await userEvent.click(within(row(ember.id)).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Embers')).toBeInTheDocument();
    expect(within(row(ember.id)).getByText('Style transfer')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a name and keeps the row open', async () => {
    renderWithProviders(<ManageReferencesDialog onClose={jest.fn()} />, [
      listMock,
      updateMock(
        mara.id,
        { name: 'Ember' },
        new GraphQLError('You already have a reference named "Ember"', {
          extensions: { code: 'CONFLICT', field: 'name' },
        }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Mara' }));
    const name = screen.getByRole('textbox', { name: 'New name for Mara' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ember');
    await userEvent.click(within(row(mara.id)).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You already have a reference named "Ember"'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New name for Mara' })).toHaveValue('Ember');
  });

  it('deletes a reference once confirmed, and the list drops it', async () => {
    const { client } = renderWithProviders(<ManageReferencesDialog onClose={jest.fn()} />, [
      listMock,
      deleteMock(mara.id),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mara' }));
    expect(await screen.findByText('Delete "Mara"?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Mara')).toBeNull());
    expect(screen.getByText('Ember')).toBeInTheDocument();
    const cached = client.readQuery({ query: MyReferencesDocument });
    expect(cached?.myReferences.map((each) => each.name)).toEqual(['Ember']);
  });
});
