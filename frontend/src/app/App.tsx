import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { lazyClientSource } from '../lib/apolloClientSource';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

// Apollo's code is fetched with the first part that needs it, not with every page.
const apollo = lazyClientSource(() =>
  import('../lib/apollo').then(({ createApolloClient }) => createApolloClient()),
);
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders apollo={apollo}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
