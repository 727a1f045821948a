import { useQuery } from '@apollo/client/react';
import { Empty, Flex, Modal, Spin } from 'antd';
import { MyReferencesDocument } from '../../graphql/generated/graphql';
import { LoadFailedAlert } from '../../lib/LoadFailedAlert';
import { ReferenceRow } from './ReferenceRow';

export interface ManageReferencesDialogProps {
  onClose: () => void;
}

/**
 * "Manage references": every saved character and style, to rename or delete. It reads the same
 * cached list as the Reference choice, so a change shows there at once.
 */
export default function ManageReferencesDialog({ onClose }: ManageReferencesDialogProps) {
  const { data, loading, error, refetch } = useQuery(MyReferencesDocument);
  const references = data?.myReferences ?? [];
  return (
    <Modal open title="Manage references" width={720} footer={null} onCancel={onClose}>
      {error ? (
        <LoadFailedAlert
          title="Could not load your references"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : loading && !data ? (
        <Spin />
      ) : references.length === 0 ? (
        <Empty description="No saved characters or styles yet: select images in the gallery and use them as a reference." />
      ) : (
        <Flex vertical gap={12}>
          {references.map((reference) => (
            <ReferenceRow key={reference.id} reference={reference} />
          ))}
        </Flex>
      )}
    </Modal>
  );
}
