import { useParams, useSearchParams } from 'react-router-dom';
import { RemixSharedImage } from '../features/sharing/RemixSharedImage';
import { SaveSharedImage } from '../features/sharing/SaveSharedImage';
import { usePageTitle } from '../lib/usePageTitle';
import NotFoundPage from './NotFoundPage';

/**
 * Where a shared page's "Remix" and "Save to my gallery" lead (`/shared/{slug}/{id}/remix|save`):
 * signed-in users only, so a visitor signs in first and comes back here.
 */
export default function SharedImageActionPage() {
  const { slug = '', creationId = '', action } = useParams();
  const pass = useSearchParams()[0].get('pass');
  usePageTitle(action === 'save' ? 'Save to my gallery' : 'Remix');
  const image = { slug, creationId, pass };
  if (action === 'remix') return <RemixSharedImage {...image} />;
  if (action === 'save') return <SaveSharedImage {...image} />;
  return <NotFoundPage />;
}
