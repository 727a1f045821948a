import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { lazyClientSource } from '../lib/apolloClientSource';
import { readAuthToken } from '../lib/authToken';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

// Apollo's code is fetched with the first part that needs it, not with every page.
const apollo = lazyClientSource(() =>
  import('../lib/apollo').then(({ createApolloClient }) => createApolloClient()),
);
// A stored token is checked over GraphQL at once: the client's code then comes beside the page's,
// not after the session's part has loaded and asked for it.
if (readAuthToken()) void apollo.load();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders apollo={apollo}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
