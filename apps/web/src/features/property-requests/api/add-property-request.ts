import { useMutation } from '@tanstack/react-query';
import type { propertyRequestBody, reportsContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';

export type PropertyRequestInput = ReturnType<typeof propertyRequestBody.parse>;

/** POST /propertyrequest/add {request {...}}: answers 'success'. */
export const addPropertyRequest = async (body: PropertyRequestInput) =>
  (
    await call<typeof reportsContract.addPropertyRequest>(
      { method: 'POST', path: '/propertyrequest/add' },
      { body },
    )
  ).data;

export const useAddPropertyRequest = () => useMutation({ mutationFn: addPropertyRequest });
