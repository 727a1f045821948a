import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminAddModelDocument,
  AdminUpdateModelDocument,
  type AdminModelFragment,
} from '../../../graphql/generated/admin/graphql';
import type { AdminReference } from '../adminReference';
import { reference, storedModel } from '../test/adminFixtures';
import { renderAdmin } from '../test/renderAdmin';
import { selectOption } from '../test/selectOption';
import { type ModelDialogTarget, ModelFormDialog } from './ModelFormDialog';

function renderDialog(
  target: ModelDialogTarget,
  mocks: MockLink.MockedResponse[] = [],
  withReference: AdminReference = reference,
) {
  const onClose = jest.fn();
  const onAdded = jest.fn();
  renderAdmin(
    <ModelFormDialog
      target={target}
      reference={withReference}
      onClose={onClose}
      onAdded={onAdded}
    />,
    mocks,
  );
  return { onClose, onAdded };
}

const dialog = (name: string | RegExp = /Edit model: /) => screen.getByRole('dialog', { name });
const field = (label: string) => within(dialog()).queryByLabelText(label);
const editTarget = (overrides: Partial<AdminModelFragment> = {}): ModelDialogTarget => ({
  kind: 'edit',
  model: storedModel(overrides),
});

const LORA = 3;
const VAE = 5;

describe('Edit model dialog', () => {
  it('is titled with the model name and holds every field', async () => {
    renderDialog(editTarget());

    expect(await screen.findByRole('dialog', { name: 'Edit model: Juggernaut XL' })).toBeVisible();
    expect(field('Name')).toHaveValue('Juggernaut XL');
    expect(field('Version')).toHaveValue('v9');
    expect(field('AIR')).toHaveValue('civitai:133005@357609');
    expect(field('Tags')).toHaveValue('photorealistic, portrait');
    expect(field('Default width')).toHaveValue('1024');
    expect(field('Default height')).toHaveValue('1024');
    expect(field('Default steps')).toHaveValue('30');
    expect(field('Default CFG')).toHaveValue('7.5');
    expect(field('Default scheduler')).toHaveValue('Default');
    expect(field('Hero image URL')).toHaveValue('');
    expect(within(dialog()).getByRole('switch', { name: 'Private' })).not.toBeChecked();
    for (const label of ['Category', 'Architecture', 'Access level']) {
      expect(field(label)).toBeInTheDocument();
    }
  });

  it('shows Model Type and Available Features for a checkpoint, no Trigger Words', async () => {
    renderDialog(editTarget());
    await screen.findByRole('dialog', { name: 'Edit model: Juggernaut XL' });

    expect(field('Model Type')).toBeInTheDocument();
    expect(field('Trigger Words')).not.toBeInTheDocument();
    const features = within(dialog()).getAllByRole('checkbox');
    expect(features.map((box) => box.closest('label')?.textContent)).toEqual([
      'LoRA',
      'ControlNet',
      'VAE',
      'IPAdapter',
      'Embeddings',
    ]);
    expect(within(dialog()).getByRole('checkbox', { name: 'LoRA' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'ControlNet' })).not.toBeChecked();
  });

  it('shows the same for an inpainting checkpoint', async () => {
    renderDialog(editTarget({ modelCategoryId: 2, modelType: 'inpainting' }));
    await screen.findByRole('dialog', { name: /Edit model/ });

    expect(field('Model Type')).toBeInTheDocument();
    expect(within(dialog()).getByText('Available Features')).toBeInTheDocument();
    expect(field('Trigger Words')).not.toBeInTheDocument();
  });

  it.each([
    ['LoRA', LORA],
    ['Embedding', 6],
    ['LyCORIS', 7],
  ])('shows Trigger Words for %s, without Model Type or features', async (_, categoryId) => {
    renderDialog(
      editTarget({ modelCategoryId: categoryId, modelType: null, triggerWords: ['glow'] }),
    );
    await screen.findByRole('dialog', { name: /Edit model/ });

    expect(field('Trigger Words')).toHaveValue('glow');
    expect(field('Model Type')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText('Available Features')).not.toBeInTheDocument();
    expect(within(dialog()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it.each([
    ['Controlnet', 4],
    ['VAE', VAE],
  ])('shows none of the three for %s', async (_, categoryId) => {
    renderDialog(editTarget({ modelCategoryId: categoryId, modelType: null }));
    await screen.findByRole('dialog', { name: /Edit model/ });

    expect(field('Model Type')).not.toBeInTheDocument();
    expect(field('Trigger Words')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText('Available Features')).not.toBeInTheDocument();
  });

  it('follows a change of category', async () => {
    renderDialog(editTarget());
    await screen.findByRole('dialog', { name: /Edit model/ });

    await selectOption(within(dialog()).getByRole('combobox', { name: 'Category' }), 'LoRA');

    expect(await within(dialog()).findByLabelText('Trigger Words')).toBeInTheDocument();
    expect(field('Model Type')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText('Available Features')).not.toBeInTheDocument();
  });

  it('requires the model name', async () => {
    renderDialog(editTarget());
    await screen.findByRole('dialog', { name: /Edit model/ });

    await userEvent.clear(field('Name') as HTMLElement);
    await userEvent.type(field('Name') as HTMLElement, '   ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog()).findByText('Model name is required')).toBeInTheDocument();
  });

  it('takes whole numbers only for width, height and steps', async () => {
    renderDialog(editTarget());
    await screen.findByRole('dialog', { name: /Edit model/ });

    for (const label of ['Default width', 'Default height', 'Default steps']) {
      await userEvent.clear(field(label) as HTMLElement);
    }
    await userEvent.type(field('Default width') as HTMLElement, '512.5');
    await userEvent.type(field('Default height') as HTMLElement, '768.25');
    await userEvent.type(field('Default steps') as HTMLElement, '20.5');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(dialog()).findByText('Width must be a whole number from 64 to 4096'),
    ).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Height must be a whole number from 64 to 4096'),
    ).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Steps must be a whole number from 1 to 150'),
    ).toBeInTheDocument();
  });

  it('steps CFG by 0.1', async () => {
    renderDialog(editTarget());
    await screen.findByRole('dialog', { name: /Edit model/ });
    const cfg = field('Default CFG') as HTMLElement;

    fireEvent.keyDown(cfg, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 });
    await waitFor(() => expect(cfg).toHaveValue('7.6'));
    fireEvent.keyDown(cfg, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(cfg, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    await waitFor(() => expect(cfg).toHaveValue('7.4'));
  });

  it('saves every field, lists trimmed and empties dropped, and says so', async () => {
    const model = storedModel({ modelCategoryId: LORA, modelType: null, triggerWords: [] });
    const { onClose } = renderDialog({ kind: 'edit', model }, [
      {
        request: {
          query: AdminUpdateModelDocument,
          variables: {
            id: 11,
            input: {
              name: 'Juggernaut Glow',
              version: 'v9',
              civitAIR: 'civitai:133005@357609',
              modelCategoryId: LORA,
              architectureId: 1,
              modelType: null,
              tags: ['glow', 'neon light'],
              heroImage: null,
              isPrivate: true,
              defaultWidth: 1024,
              defaultHeight: 1024,
              defaultSteps: 30,
              defaultScheduler: 'Default',
              defaultCFG: 7.5,
              accessLevelId: 3,
              triggerWords: ['glowing', 'neon'],
            },
          },
        },
        result: {
          data: { adminUpdateModel: { ...model, name: 'Juggernaut Glow', isPrivate: true } },
        },
      },
    ]);
    await screen.findByRole('dialog', { name: /Edit model/ });

    await userEvent.clear(field('Name') as HTMLElement);
    await userEvent.type(field('Name') as HTMLElement, ' Juggernaut Glow ');
    await userEvent.clear(field('Tags') as HTMLElement);
    await userEvent.type(field('Tags') as HTMLElement, ' glow, ,neon light ,');
    await userEvent.type(field('Trigger Words') as HTMLElement, 'glowing ,, neon');
    await userEvent.click(within(dialog()).getByRole('switch', { name: 'Private' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The model has been successfully updated.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says why an update failed', async () => {
    const model = storedModel();
    renderDialog({ kind: 'edit', model }, [
      {
        request: { query: AdminUpdateModelDocument, variables: () => true },
        result: { errors: [{ message: 'A model with this AIR already exists' }] },
      },
    ]);
    await screen.findByRole('dialog', { name: /Edit model/ });

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(
      screen.getByText('Could not update the model: A model with this AIR already exists'),
    ).toBeInTheDocument();
    expect(dialog()).toBeVisible();
  });
});

describe('Add model dialog', () => {
  it('starts from the defaults the server gives, not ones of its own', async () => {
    renderDialog({ kind: 'add' }, [], {
      ...reference,
      adminModelDefaults: { width: 768, height: 512, steps: 28, scheduler: 'Euler', cfg: 6.5 },
    });

    const add = await screen.findByRole('dialog', { name: 'Add model to database' });
    expect(within(add).getByLabelText('Default width')).toHaveValue('768');
    expect(within(add).getByLabelText('Default height')).toHaveValue('512');
    expect(within(add).getByLabelText('Default steps')).toHaveValue('28');
    expect(within(add).getByLabelText('Default scheduler')).toHaveValue('Euler');
    expect(within(add).getByLabelText('Default CFG')).toHaveValue('6.5');
  });

  it('sends a new architecture by name and says the model was added', async () => {
    // Form values the mutation takes as they are.
    const sentUnchanged = {
      isPrivate: false,
      defaultWidth: 1024,
      defaultHeight: 1024,
      defaultSteps: 28,
      defaultScheduler: 'Default',
      defaultCFG: 1,
    };
    const { onAdded } = renderDialog(
      {
        kind: 'add',
        values: {
          name: 'Vivid Flow',
          civitAIR: 'civitai:9@9',
          modelCategoryId: 1,
          architecture: 'HiDream Dev',
          modelType: 'base',
          ...sentUnchanged,
          features: [],
        },
        newArchitecture: 'HiDream Dev',
      },
      [
        {
          request: {
            query: AdminAddModelDocument,
            variables: {
              input: {
                name: 'Vivid Flow',
                version: null,
                civitAIR: 'civitai:9@9',
                modelCategoryId: 1,
                architectureName: 'HiDream Dev',
                modelType: 'base',
                tags: [],
                heroImage: null,
                ...sentUnchanged,
                accessLevelId: null,
                extras: {
                  lora: false,
                  controlnet: false,
                  vae: false,
                  ipadapter: false,
                  embeddings: false,
                },
              },
            },
          },
          result: {
            data: {
              adminAddModel: storedModel({ id: 99, name: 'Vivid Flow', civitAIR: 'civitai:9@9' }),
            },
          },
        },
      ],
    );
    const add = await screen.findByRole('dialog', { name: 'Add model to database' });
    expect(within(add).getByText('HiDream Dev (new)')).toBeInTheDocument();

    await userEvent.click(within(add).getByRole('button', { name: 'Add model' }));

    expect(
      await screen.findByText('The model has been added to the database.'),
    ).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalled();
  });

  it('says why adding failed', async () => {
    renderDialog({ kind: 'add', values: { ...storedModelValues() } }, [
      {
        request: { query: AdminAddModelDocument, variables: () => true },
        result: { errors: [{ message: 'Could not find a matching model category.' }] },
      },
    ]);
    const add = await screen.findByRole('dialog', { name: 'Add model to database' });

    await userEvent.click(within(add).getByRole('button', { name: 'Add model' }));

    expect(
      await screen.findByText('Could not add the model: Could not find a matching model category.'),
    ).toBeInTheDocument();
  });
});

function storedModelValues() {
  return {
    name: 'Some model',
    civitAIR: 'civitai:1@1',
    modelCategoryId: VAE,
    architecture: 1,
    isPrivate: false,
    defaultWidth: 1024,
    defaultHeight: 1024,
    defaultSteps: 20,
    defaultScheduler: 'Default',
    defaultCFG: 7.5,
    features: [],
  };
}
