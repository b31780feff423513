import { useParams } from 'react-router';
import { isRouteType } from '@rentals/shared';
import { CategoryPage, NotFoundPage } from './lazy-pages';

/** /properties/{type}: only the seven categories exist; anything else is not a page. */
export function CategoryRoute() {
  const { type = '' } = useParams();
  return isRouteType(type) ? <CategoryPage /> : <NotFoundPage />;
}
