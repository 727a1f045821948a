import { LoginOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../app/PageSpinner';
import { authRedirectState } from '../features/account/returnPath';
import { useSession } from '../features/account/session';
import { DashboardWarmUp } from '../features/generator/DashboardWarmUp';
import { GeneratorDashboard } from '../features/generator/GeneratorDashboard';
import {
  readSourceRequest,
  withoutSourceRequest,
} from '../features/generator/source/sourceRequest';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = location;

  // The gallery's "Use as source": ?source=creation:<id>&preview=<url>, or the same as state.
  const sourceRequest = useMemo(
    () => readSourceRequest(new URLSearchParams(search), state),
    [search, state],
  );
  const forgetSourceRequest = useCallback(() => {
    const rest = withoutSourceRequest(search, state);
    void navigate({ pathname, search: rest.search, hash }, { replace: true, state: rest.state });
  }, [navigate, pathname, search, hash, state]);

  // The first screen's data is asked for beside the user, not after: same first child in both returns
  // below, so React keeps it mounted as the spinner gives way to the dashboard.
  if (loading)
    return (
      <>
        <DashboardWarmUp />
        <PageSpinner />
      </>
    );
  if (!user) {
    // A visitor gets this and nothing else of the dashboard; the button is the
    // way to the sign-in screen's "Log in", which brings them back here.
    return (
      <Flex vertical align="center" style={{ padding: 'clamp(48px, 10vw, 96px) 16px' }}>
        <Typography.Title level={1}>Please Log In</Typography.Title>
        <Typography.Paragraph type="secondary">
          You need to be logged in to access the dashboard.
        </Typography.Paragraph>
        <LinkButton
          type="primary"
          size="large"
          to="/auth"
          state={authRedirectState(location)}
          icon={<LoginOutlined aria-hidden />}
        >
          Log in
        </LinkButton>
      </Flex>
    );
  }

  return (
    <>
      <DashboardWarmUp />
      <div style={{ maxWidth: 1440, margin: '0 auto', padding: 'clamp(16px, 3vw, 32px) 16px' }}>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          Create
        </Typography.Title>
        <GeneratorDashboard
          sourceRequest={sourceRequest}
          onSourceRequestApplied={forgetSourceRequest}
        />
      </div>
    </>
  );
}
