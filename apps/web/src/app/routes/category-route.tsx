import { useParams } from 'react-router';
import { isRouteType } from '@rentals/shared';
import { NotFoundPage, NotYetOpenPage } from './lazy-pages';

/** /properties/{type}: only the seven categories exist; their list comes with the properties area. */
export function CategoryRoute() {
  const { type = '' } = useParams();
  return isRouteType(type) ? <NotYetOpenPage /> : <NotFoundPage />;
}
