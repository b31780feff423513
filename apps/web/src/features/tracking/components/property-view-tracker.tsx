import { useParams } from 'react-router';
import { usePropertyView } from '../api/property-views';

/**
 * Lets the app count views of a detail route without the detail feature importing tracking:
 * `<PropertyViewTracker param="id" />` next to the page in the route table.
 */
export function PropertyViewTracker({ param }: { param: string }) {
  const params = useParams();
  usePropertyView(params[param]);
  return null;
}
