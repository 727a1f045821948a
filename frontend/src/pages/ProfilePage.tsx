import { Col, Row } from 'antd';
import { PageSpinner } from '../app/PageSpinner';
import { AccountPage } from '../features/account/AccountPage';
import { ChangePasswordForm } from '../features/account/ChangePasswordForm';
import { MembershipCard } from '../features/account/MembershipCard';
import { ProfileForm } from '../features/account/ProfileForm';
import { ProfileSummary } from '../features/account/ProfileSummary';
import { useSession } from '../features/account/session';
import { usePageTitle } from '../lib/usePageTitle';

export default function ProfilePage() {
  usePageTitle('My Profile');
  const { user } = useSession();
  if (!user) return <PageSpinner />;

  return (
    <AccountPage title="My Profile" subtitle="Manage your account details and password.">
      <ProfileSummary user={user} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <ProfileForm user={user} />
        </Col>
        <Col xs={24} lg={12}>
          <ChangePasswordForm />
        </Col>
      </Row>
      <MembershipCard user={user} />
    </AccountPage>
  );
}
