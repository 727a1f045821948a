import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { GraphQLError } from 'graphql';
import {
  CreateShareLinkDocument,
  type CreateShareLinkMutationVariables,
  UpdateShareLinkDocument,
  type UpdateShareLinkMutationVariables,
} from '../../graphql/generated/sharing/graphql';
import { renderWithProviders } from '../gallery/testing/renderWithProviders';
import { NSFW_CONFIRM_MESSAGE } from './NsfwConfirmation';
import { ShareDialog, type ShareRequest } from './ShareDialog';
import { folderShareLink, shareLink } from './testing/shareFixtures';

const DAY_MS = 24 * 3600 * 1000;

/** A mock answering any variables with `result`, keeping the variables it was sent. */
function recordingMock<Variables>(
  query: MockLink.MockedResponse['request']['query'],
  result: MockLink.MockedResponse['result'],
) {
  const sent: Variables[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query,
      variables: (variables: Variables) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
  return { mock, sent };
}

/** Answers createShareLink with `answer` (or the errors), keeping the variables it was sent. */
const createMock = (answer: ReturnType<typeof shareLink> | { failure: string }) =>
  recordingMock<CreateShareLinkMutationVariables>(
    CreateShareLinkDocument,
    'failure' in answer
      ? { errors: [{ message: answer.failure }] }
      : { data: { createShareLink: answer } },
  );

/** Answers updateShareLink with the link as changed, keeping the variables it was sent. */
const updateMock = (updated: ReturnType<typeof shareLink>) =>
  recordingMock<UpdateShareLinkMutationVariables>(UpdateShareLinkDocument, {
    data: { updateShareLink: updated },
  });

function renderDialog(request: ShareRequest, mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithProviders(<ShareDialog request={request} onClose={onClose} />, mocks);
  return { user, onClose };
}

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

const imageRequest: ShareRequest = { target: { kind: 'creation', id: 'c1' } };
const folderRequest: ShareRequest = { target: { kind: 'folder', id: 'f-trips', name: 'Trips' } };

/** The summary of a link's options, label → value, as the dialog shows it after creating. */
function summary(dialog: ReturnType<typeof within>) {
  return Object.fromEntries(
    dialog
      .getAllByRole('row')
      .map((row: HTMLElement) => [
        within(row).getByRole('columnheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  );
}

describe('Share dialog', () => {
  it('shares an image with the defaults: never expires, no password, download on, prompt hidden', async () => {
    const { mock, sent } = createMock(shareLink('l1'));
    const { user } = renderDialog(imageRequest, [mock]);
    const dialog = await dialogNamed('Share image');

    expect(dialog.getByRole('radio', { name: 'Never' })).toBeChecked();
    expect(dialog.getByLabelText('Password (optional)')).toHaveValue('');
    expect(dialog.getByRole('checkbox', { name: 'Allow download' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Show prompt and settings' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Create link' }));

    expect(await dialog.findByText('Link created')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { creationId: 'c1', expiresAt: null, allowDownload: true, showPrompt: false } },
    ]);
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(
      'https://studio.example/s/slug-l1',
    );
    expect(summary(dialog)).toEqual({
      Expires: 'Never',
      Password: 'No',
      Download: 'Allowed',
      'Prompt and settings': 'Hidden',
    });
  });

  it('sends every option set for a folder: 7 days, a password, download off, prompt shown', async () => {
    const expiresAt = new Date(Date.now() + 7 * DAY_MS).toISOString();
    const { mock, sent } = createMock(
      folderShareLink('l2', 'Trips', {
        expiresAt,
        hasPassword: true,
        allowDownload: false,
        showPrompt: true,
      }),
    );
    const { user } = renderDialog(folderRequest, [mock]);
    const dialog = await dialogNamed('Share folder "Trips"');

    await user.click(dialog.getByRole('radio', { name: '7 days' }));
    await user.type(dialog.getByLabelText('Password (optional)'), 'open sesame');
    await user.click(dialog.getByRole('checkbox', { name: 'Allow download' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Show prompt and settings' }));
    const before = Date.now();
    await user.click(dialog.getByRole('button', { name: 'Create link' }));

    expect(await dialog.findByText('Link created')).toBeInTheDocument();
    const [{ input }] = sent;
    expect(input).toEqual({
      folderId: 'f-trips',
      expiresAt: expect.any(String),
      password: 'open sesame',
      allowDownload: false,
      showPrompt: true,
    });
    const expiry = new Date(input.expiresAt as string).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(dialog.getByText(/images of this folder, after entering the password/)).toBeVisible();
    expect(summary(dialog)).toMatchObject({
      Password: 'Yes',
      Download: 'Not allowed',
      'Prompt and settings': 'Shown',
    });
  });

  it('makes a link chosen to expire on a date work until the end of that day', async () => {
    const day = dayjs().add(3, 'day');
    const { mock, sent } = createMock(
      shareLink('l3', { expiresAt: day.endOf('day').toISOString() }),
    );
    const { user } = renderDialog(imageRequest, [mock]);
    const dialog = await dialogNamed('Share image');

    await user.click(dialog.getByRole('radio', { name: 'On a date' }));
    await user.click(dialog.getByLabelText('Last day'));
    await user.click(await screen.findByTitle(day.format('YYYY-MM-DD')));
    await user.click(dialog.getByRole('button', { name: 'Create link' }));

    expect(await dialog.findByText('Link created')).toBeInTheDocument();
    expect(sent[0].input.expiresAt).toBe(day.endOf('day').toISOString());
  });

  it('refuses a past date: the picker offers none, and no date asks for one', async () => {
    const { user } = renderDialog(imageRequest);
    const dialog = await dialogNamed('Share image');
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');

    await user.click(dialog.getByRole('radio', { name: 'On a date' }));
    const field = dialog.getByLabelText('Last day');
    await user.click(field);
    const pastDay = await screen.findByTitle(yesterday);
    expect(pastDay).toHaveClass('ant-picker-cell-disabled');
    await user.click(pastDay);
    await user.type(field, `${yesterday}{Enter}`);
    await user.click(dialog.getByRole('button', { name: 'Create link' }));

    expect(await dialog.findByText('Choose the last day the link works.')).toBeInTheDocument();
    expect(dialog.queryByText('Link created')).not.toBeInTheDocument();
    expect(dialog.queryByText('Could not create the link')).not.toBeInTheDocument();
  });

  it('asks the owner to confirm sharing an image the provider flagged, and sends the confirmation', async () => {
    const { mock, sent } = createMock(shareLink('l5'));
    const { user } = renderDialog({ target: { kind: 'creation', id: 'c1', nsfw: true } }, [mock]);
    const dialog = await dialogNamed('Share image');

    expect(dialog.getByText('This image may contain adult content')).toBeInTheDocument();
    const confirm = dialog.getByRole('checkbox', {
      name: 'I confirm that I want to share adult content',
    });
    expect(confirm).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    expect(await dialog.findByText(NSFW_CONFIRM_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(confirm);
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    expect(await dialog.findByText('Link created')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          creationId: 'c1',
          expiresAt: null,
          allowDownload: true,
          showPrompt: false,
          confirmNsfw: true,
        },
      },
    ]);
  });

  it('asks for the confirmation once the server says a folder holds a flagged image', async () => {
    const sent: CreateShareLinkMutationVariables[] = [];
    const answers = [
      {
        errors: [
          new GraphQLError('This folder holds images flagged as adult content (NSFW)', {
            extensions: { code: 'NSFW_CONFIRMATION_REQUIRED', field: 'confirmNsfw' },
          }),
        ],
      },
      { data: { createShareLink: folderShareLink('l6', 'Trips') } },
    ];
    const mock: MockLink.MockedResponse = {
      request: {
        query: CreateShareLinkDocument,
        variables: (variables: CreateShareLinkMutationVariables) => {
          sent.push(variables);
          return true;
        },
      },
      maxUsageCount: 2,
      result: () => answers[sent.length - 1],
    };
    const { user } = renderDialog(folderRequest, [mock]);
    const dialog = await dialogNamed('Share folder "Trips"');
    expect(dialog.queryByText(/adult content/)).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    expect(
      await dialog.findByText('This folder holds images that may contain adult content'),
    ).toBeInTheDocument();
    expect(dialog.queryByText('Could not create the link')).not.toBeInTheDocument();
    await user.click(
      dialog.getByRole('checkbox', { name: 'I confirm that I want to share adult content' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Create link' }));

    expect(await dialog.findByText('Link created')).toBeInTheDocument();
    expect(sent.map(({ input }) => input.confirmNsfw)).toEqual([undefined, true]);
  });

  it("says the server's refusal in the dialog and keeps the options", async () => {
    const { mock } = createMock({ failure: 'expiresAt must be in the future' });
    const { user, onClose } = renderDialog(imageRequest, [mock]);
    const dialog = await dialogNamed('Share image');

    await user.type(dialog.getByLabelText('Password (optional)'), 'hunter2');
    await user.click(dialog.getByRole('button', { name: 'Create link' }));

    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText('Could not create the link')).toBeInTheDocument();
    expect(alert.getByText('expiresAt must be in the future')).toBeInTheDocument();
    expect(dialog.getByLabelText('Password (optional)')).toHaveValue('hunter2');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('copies the new link and says so', async () => {
    const { mock } = createMock(shareLink('l4'));
    const { user } = renderDialog(imageRequest, [mock]);
    const dialog = await dialogNamed('Share image');

    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    await user.click(await dialog.findByRole('button', { name: 'Copy' }));

    expect(await navigator.clipboard.readText()).toBe('https://studio.example/s/slug-l4');
    expect(dialog.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('edits a link: the switches as set, the password removed, an unchanged expiry left out', async () => {
    const expiresAt = dayjs().add(5, 'day').toISOString();
    const link = shareLink('l5', { expiresAt, hasPassword: true });
    const { mock, sent } = updateMock({
      ...link,
      hasPassword: false,
      allowDownload: false,
      showPrompt: true,
    });
    const { user, onClose } = renderDialog({ link }, [mock]);
    const dialog = await dialogNamed('Edit share link');

    expect(dialog.getByRole('radio', { name: 'On a date' })).toBeChecked();
    expect(dialog.getByText('Leave empty to keep the current password.')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Remove the password' }));
    expect(dialog.getByLabelText('New password (optional)')).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Allow download' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Show prompt and settings' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { id: 'l5', input: { allowDownload: false, showPrompt: true, password: null } },
    ]);
    expect(await screen.findByText('Share link updated')).toBeInTheDocument();
  });

  it('edits the expiry of a link to never', async () => {
    const link = shareLink('l6', { expiresAt: dayjs().add(1, 'day').toISOString() });
    const { mock, sent } = updateMock({ ...link, expiresAt: null });
    const { user, onClose } = renderDialog({ link }, [mock]);
    const dialog = await dialogNamed('Edit share link');

    await user.click(dialog.getByRole('radio', { name: 'Never' }));
    await user.type(dialog.getByLabelText('Password (optional)'), 'new one');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        id: 'l6',
        input: { allowDownload: true, showPrompt: false, expiresAt: null, password: 'new one' },
      },
    ]);
  });
});
