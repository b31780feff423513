import { useMutation } from '@tanstack/react-query';
import type { reportsContract } from '@rentals/shared';
import { bodyCall } from '../../../shared/api/client';

/** POST /propertyrequest/add {request {...}}: answers 'success'. */
export const addPropertyRequest = bodyCall<typeof reportsContract.addPropertyRequest>({
  method: 'POST',
  path: '/propertyrequest/add',
});

export const useAddPropertyRequest = () => useMutation({ mutationFn: addPropertyRequest });
