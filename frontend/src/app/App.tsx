import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

const apolloClient = createApolloClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders client={apolloClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
