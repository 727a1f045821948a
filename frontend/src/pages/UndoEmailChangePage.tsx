import { UndoEmailChange } from '../features/account/recovery/UndoEmailChange';
import { useLinkToken } from '../features/account/useLinkToken';
import { usePageTitle } from '../lib/usePageTitle';

/** /undo-email-change?token=…: the "this was not me" link of the mail to the old address. */
export default function UndoEmailChangePage() {
  usePageTitle('Undo email change');
  return <UndoEmailChange token={useLinkToken()} />;
}
