import { useRouteError } from 'react-router';
import Button from 'react-bootstrap/Button';
import { ChunkLoadTimeoutError } from '../lib/lazy-load';

/** Shown when a page fails to load or render: no stack trace, a way forward. */
export function RouteError() {
  const error = useRouteError();
  const loading =
    error instanceof ChunkLoadTimeoutError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script/i.test(error.message));
  return (
    <main className="container py-5" id="main">
      <h1 className="h3">{loading ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p>
        {loading
          ? 'Your connection may be slow or a new version of Trellis may have been released.'
          : 'An unexpected problem stopped this page. Your saved work is not affected.'}{' '}
        Reloading usually fixes it.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
