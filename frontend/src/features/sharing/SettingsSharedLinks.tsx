import { Flex, Typography } from 'antd';
import { Suspense, useId } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { LoadingSpin } from '../../lib/LoadingSpin';

/**
 * The gallery's list of links, from the sharing chunk. Its own lazy part rather than sharing's
 * deferred.ts or the gallery's SharedLinksPanel: a module the settings and the gallery pages both
 * imported would become a chunk of its own in both first loads (and in the entry's preload list).
 */
const SharedLinks = lazyPart(() => import('./deferredParts'), 'SharedLinks');

/**
 * The settings' "Shared links": the user's links as the gallery lists them (SharedLinks: options,
 * views and last view, Edit and Revoke), loaded (code and data) as the settings open.
 */
export function SettingsSharedLinks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={2} style={{ marginTop: 0 }}>
        Shared links
      </Typography.Title>
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 24 }}>
            <LoadingSpin label="Loading shared links" />
          </Flex>
        }
      >
        <SharedLinks />
      </Suspense>
    </section>
  );
}
