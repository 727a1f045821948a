import { Flex } from 'antd';
import { JobsSection } from '../jobs/JobsSection';
import { OrphanFilesSection } from '../orphans/OrphanFilesSection';
import { PlatformSettingsCards } from './PlatformSettingsCards';

/** System configuration: platform switches and tiers, then storage clean-up and the job queues. */
export function SettingsTab() {
  return (
    <Flex vertical gap={24}>
      <PlatformSettingsCards />
      <OrphanFilesSection />
      <JobsSection />
    </Flex>
  );
}
