import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { AppInfoDocument } from '../graphql/generated/graphql';

export const MAINTENANCE_TEXT =
  'The studio is in maintenance mode: new generations are paused. Please try again later.';

/** A banner on every page while an administrator has paused new generations. */
export function MaintenanceNotice() {
  const { data } = useQuery(AppInfoDocument);
  if (!data?.platformStatus.maintenanceMode) return null;
  return <Alert type="warning" banner showIcon title={MAINTENANCE_TEXT} />;
}
