import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { lazyClientSource } from '../lib/apolloClientSource';
import { readAuthToken } from '../lib/authToken';
import { AppProviders } from './AppProviders';
import { firstPageDrawn, firstPageUsesGraphql } from './firstPage';
import { routes } from './routes';

// Apollo's code is fetched with the first part that needs it, not with every page.
const apollo = lazyClientSource(() =>
  import('../lib/apollo').then(({ createApolloClient }) => createApolloClient()),
);
const router = createBrowserRouter(routes);
// A page that shows no member data (the landing page) is drawn before a signed-in member's session
// is checked, so Apollo and the header's antd parts do not share the connection with its first
// paint. On any other page a stored token is checked at once: the client's code then comes beside
// the page's, not after the session's part has loaded and asked for it.
const sessionCheckAfter = firstPageUsesGraphql(router) ? undefined : firstPageDrawn;
if (readAuthToken() && !sessionCheckAfter) void apollo.load();

export function App() {
  return (
    <AppProviders apollo={apollo} sessionCheckAfter={sessionCheckAfter}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
