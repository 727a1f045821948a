import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Form, type InputRef, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  CreateShareLinkDocument,
  type ShareLinkItemFragment,
  UpdateShareLinkDocument,
} from '../../graphql/generated/sharing/graphql';
import { CopyField } from '../../lib/CopyField';
import { errorMessage } from '../../lib/errorMessage';
import { graphQLRefusal } from '../../lib/graphQLRefusal';
import { useToast } from '../../lib/useToast';
import { NsfwConfirmation } from './NsfwConfirmation';
import { ShareLinkFacts } from './ShareLinkFacts';
import {
  createInputOf,
  NEW_LINK_OPTIONS,
  optionsOfLink,
  type ShareOptionsValues,
  type ShareTarget,
  updateInputOf,
} from './shareOptions';
import { ShareOptionsFields } from './ShareOptionsFields';
import { addShareLink } from './sharesCache';

/** What the dialog is asked to do: share something anew, or change one of the caller's links. */
export type ShareRequest = { target: ShareTarget } | { link: ShareLinkItemFragment };

interface ShareDialogProps {
  /** Null keeps the dialog closed. */
  request: ShareRequest | null;
  onClose: () => void;
}

const FORM_NAME = 'share-options';

/** The server's refusal of an image (or folder) the provider flagged, shared without confirming. */
const NSFW_REFUSAL = 'NSFW_CONFIRMATION_REQUIRED';

function titleOf(request: ShareRequest): string {
  if ('link' in request) return 'Edit share link';
  return request.target.kind === 'folder' ? `Share folder "${request.target.name}"` : 'Share image';
}

/**
 * Shares an image or a folder by a link, or changes a link: its options, then (for a new link)
 * the link to copy and the options it has. The server's refusal is said in the dialog.
 */
export function ShareDialog({ request, onClose }: ShareDialogProps) {
  // The last request stays shown while the dialog animates closed.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);

  return (
    <Modal
      open={request !== null}
      title={shown ? titleOf(shown) : undefined}
      onCancel={onClose}
      destroyOnHidden
      footer={null}
    >
      {shown && <ShareDialogBody request={shown} onClose={onClose} />}
    </Modal>
  );
}

function ShareDialogBody({ request, onClose }: { request: ShareRequest; onClose: () => void }) {
  const [created, setCreated] = useState<ShareLinkItemFragment | null>(null);
  if (created) return <CreatedLink link={created} onClose={onClose} />;
  return <ShareOptionsForm request={request} onCreated={setCreated} onClose={onClose} />;
}

interface ShareOptionsFormProps {
  request: ShareRequest;
  onCreated: (link: ShareLinkItemFragment) => void;
  onClose: () => void;
}

/** The form's words: for a new link, or for changes to one. */
const WORDING = {
  create: { submit: 'Create link', busy: 'Creating...', failure: 'Could not create the link' },
  edit: { submit: 'Save changes', busy: 'Saving...', failure: 'Could not save the changes' },
};

function ShareOptionsForm({ request, onCreated, onClose }: ShareOptionsFormProps) {
  const toast = useToast();
  const [form] = Form.useForm<ShareOptionsValues>();
  const [failure, setFailure] = useState<string | null>(null);
  // A flagged image asks at once; a folder only once the server says it holds one.
  const target = 'target' in request ? request.target : null;
  const [askNsfw, setAskNsfw] = useState(target?.kind === 'creation' && Boolean(target.nsfw));
  const [createLink, creating] = useMutation(CreateShareLinkDocument);
  const [updateLink, updating] = useMutation(UpdateShareLinkDocument);
  const busy = creating.loading || updating.loading;
  const editing = 'link' in request ? request.link : null;
  const initialValues = editing ? optionsOfLink(editing) : NEW_LINK_OPTIONS;
  const words = editing ? WORDING.edit : WORDING.create;

  const create = async (target: ShareTarget, values: ShareOptionsValues) => {
    const { data } = await createLink({
      variables: { input: createInputOf(target, values) },
      update: (cache, result) => {
        if (result.data) addShareLink(cache, result.data.createShareLink);
      },
    });
    if (data) onCreated(data.createShareLink);
  };

  const update = async (link: ShareLinkItemFragment, values: ShareOptionsValues) => {
    await updateLink({ variables: { id: link.id, input: updateInputOf(link, values) } });
    toast({ variant: 'success', title: 'Share link updated' });
    onClose();
  };

  const submit = async (values: ShareOptionsValues) => {
    setFailure(null);
    try {
      await ('link' in request ? update(request.link, values) : create(request.target, values));
    } catch (error) {
      if (graphQLRefusal(error).code === NSFW_REFUSAL) setAskNsfw(true);
      else setFailure(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Form<ShareOptionsValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        disabled={busy}
      >
        {target && askNsfw && <NsfwConfirmation kind={target.kind} />}
        <ShareOptionsFields
          hasPassword={editing?.hasPassword ?? false}
          currentExpiryDate={initialValues.expiryDate}
        />
      </Form>
      {failure && <Alert type="error" showIcon title={words.failure} description={failure} />}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        {/* A submit button of the form (by its name): Enter in the password submits too. */}
        <Button type="primary" htmlType="submit" form={FORM_NAME} loading={busy}>
          {busy ? words.busy : words.submit}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The new link to copy, and the options it was made with. */
function CreatedLink({ link, onClose }: { link: ShareLinkItemFragment; onClose: () => void }) {
  const field = useRef<InputRef>(null);
  // The create button is gone: the link takes the focus, selected for the keyboard's copy.
  useEffect(() => field.current?.focus(), []);
  const what = link.kind === 'folder' ? 'the images of this folder' : 'this image';

  return (
    <Flex vertical gap={16}>
      <Alert
        type="success"
        showIcon
        title="Link created"
        description={`Anyone with the link can see ${what}${link.hasPassword ? ', after entering the password' : ''}.`}
      />
      <CopyField
        label="Link"
        value={link.url}
        copyFailedHint="Select the link and copy it yourself."
        fieldRef={field}
      />
      <ShareLinkFacts link={link} />
      <Flex justify="flex-end">
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}
