import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/theme.scss';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { meQueryOptions } from './hooks/use-me';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Who is signed in is asked at once, while the page's code loads, not once it has rendered;
// for someone signed in, the code that loads their plan starts coming too. On a slow network
// each of these would otherwise wait a round trip for the one before.
const queryClient = createQueryClient();
void queryClient.fetchQuery(meQueryOptions).then(
  (me) => me && import('./app/signed-in-services'),
  () => {}, // the page shows why when it asks
);

createRoot(container).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
