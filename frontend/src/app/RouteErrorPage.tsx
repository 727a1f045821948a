import { WarningOutlined } from '@ant-design/icons';
import { useRouteError } from 'react-router-dom';
import { useMarksFirstPageDrawn } from './firstPage';
import './button.css';
import './routeErrorPage.css';

/**
 * Shown inside the layout when a page fails to load or render, most often a page chunk that
 * disappeared with a new deploy: a reload fetches the current one. Part of the entry chunk, so it
 * is plain markup: it must not wait for antd, which may be what failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // A page that failed is a page drawn all the same: a waiting session check goes ahead.
  useMarksFirstPageDrawn();
  return (
    <div className="route-error">
      <WarningOutlined aria-hidden className="route-error-icon" />
      <h2>Something went wrong</h2>
      <p>{error instanceof Error ? error.message : 'The page could not be shown.'}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        Reload page
      </button>
    </div>
  );
}
