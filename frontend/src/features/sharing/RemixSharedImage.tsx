import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SharedRemixDocument } from '../../graphql/generated/sharing/graphql';
import { useWriteCopiedSettings } from '../generator/useWriteCopiedSettings';
import { remixSettingsOf } from './remixSettings';
import { SharedImageActionState } from './SharedImageActionState';
import type { SharedImageRef } from './sharedImageRef';

/**
 * "Remix": loads a shared image's settings and opens the dashboard with them applied, the way
 * copied settings reach it (the dashboard is told to apply them at once).
 */
export function RemixSharedImage({ slug, creationId, pass }: SharedImageRef) {
  const navigate = useNavigate();
  const writeCopied = useWriteCopiedSettings();
  const { data, error } = useQuery(SharedRemixDocument, {
    variables: { slug, creationId, pass },
    fetchPolicy: 'network-only',
  });
  const remix = data?.sharedRemix;

  useEffect(() => {
    if (remix && writeCopied(remixSettingsOf(remix)))
      // The dashboard opens with copied settings applied (and offers to undo that).
      void navigate('/dashboard', { replace: true });
  }, [remix, navigate, writeCopied]);

  return (
    <SharedImageActionState
      waiting="Loading the settings"
      failure={error}
      failureTitle="Could not remix this image"
      slug={slug}
    />
  );
}
