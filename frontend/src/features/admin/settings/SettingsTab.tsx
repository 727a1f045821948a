import { Flex } from 'antd';
import type { AdminReference } from '../adminReference';
import { JobsSection } from '../jobs/JobsSection';
import { OrphanFilesSection } from '../orphans/OrphanFilesSection';
import { ArchitectureCapabilitiesSection } from './ArchitectureCapabilitiesSection';
import { CreditPacksSection } from './CreditPacksSection';
import { PlatformSettingsCards } from './PlatformSettingsCards';

/**
 * System configuration: platform switches and tiers, the credit packs on sale, what each
 * architecture accepts, then storage clean-up and the job queues.
 */
export function SettingsTab({ reference }: { reference: AdminReference }) {
  return (
    <Flex vertical gap={24}>
      <PlatformSettingsCards />
      <CreditPacksSection reference={reference} />
      <ArchitectureCapabilitiesSection reference={reference} />
      <OrphanFilesSection />
      <JobsSection />
    </Flex>
  );
}
