import { useMutation } from '@tanstack/react-query';
import type { propertyRequestBody, reportsContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

export type PropertyRequestInput = ReturnType<typeof propertyRequestBody.parse>;

/** POST /propertyrequest/add {request {...}}: answers 'success'. */
export const addPropertyRequest = (body: PropertyRequestInput) =>
  callData<typeof reportsContract.addPropertyRequest>(
    { method: 'POST', path: '/propertyrequest/add' },
    { body },
  );

export const useAddPropertyRequest = () => useMutation({ mutationFn: addPropertyRequest });
