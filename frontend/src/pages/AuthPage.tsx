import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../app/PageSpinner';
import { AuthWelcomeCard } from '../features/account/AuthWelcomeCard';
import { LoginForm } from '../features/account/LoginForm';
import { RegisterForm } from '../features/account/RegisterForm';
import { pathAfterSignIn } from '../features/account/returnPath';
import { useSession } from '../features/account/session';
import { usePageTitle } from '../lib/usePageTitle';

export default function AuthPage() {
  usePageTitle('Log in');
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Set on a sign-in made here: from then on this page leads back to where the user came from,
  // not to '/' as it does for someone who arrives already signed in.
  const [signedInHere, setSignedInHere] = useState(false);

  const onSignedIn = useCallback(() => {
    setSignedInHere(true);
    void navigate(pathAfterSignIn(location), { replace: true });
  }, [navigate, location]);

  if (!signedInHere) {
    // A stored token is being checked: wait rather than show forms that may vanish.
    if (loading) return <PageSpinner />;
    if (user) return <Navigate to="/" replace />;
  }

  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 'clamp(24px, 6vw, 64px) 16px' }}>
      <Row gutter={[24, 24]} align="stretch">
        <Col xs={24} md={11}>
          <AuthWelcomeCard />
        </Col>
        <Col xs={24} md={13}>
          <Card>
            <Tabs
              centered
              items={[
                { key: 'login', label: 'Log in', children: <LoginForm onSignedIn={onSignedIn} /> },
                {
                  key: 'register',
                  label: 'Create account',
                  children: <RegisterForm onSignedIn={onSignedIn} />,
                },
              ]}
            />
            <Typography.Paragraph
              type="secondary"
              style={{ marginTop: 16, marginBottom: 0, fontSize: 12, textAlign: 'center' }}
            >
              By continuing, you accept our terms of service and privacy policy.
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
