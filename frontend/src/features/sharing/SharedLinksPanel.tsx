import { Flex, Typography } from 'antd';
import { Suspense, useId } from 'react';
import { DeferredSharedLinks } from './deferred';
import { LoadingSpin } from '../../lib/LoadingSpin';

interface SharedLinksPanelProps {
  /** The id the button that shows and hides it names in aria-controls. */
  id: string;
  open: boolean;
}

/**
 * The gallery's collapsible "Shared links" section, above the folder tabs. Its list is loaded
 * (code and data) only when opened, and anew each time, so view counts are current.
 */
export function SharedLinksPanel({ id, open }: SharedLinksPanelProps) {
  const headingId = useId();
  return (
    <section id={id} hidden={!open} aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      {open && (
        <>
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
            <DeferredSharedLinks />
          </Suspense>
        </>
      )}
    </section>
  );
}
