import { useMutation } from '@tanstack/react-query';
import type { propertyRequestBody } from '@rentals/shared';
import { api } from '../../../shared/api/client';

export type PropertyRequestInput = ReturnType<typeof propertyRequestBody.parse>;

/** POST /propertyrequest/add {request {...}}: answers 'success'. */
export const addPropertyRequest = (body: PropertyRequestInput) =>
  api.post<string>('/propertyrequest/add', body);

export const useAddPropertyRequest = () => useMutation({ mutationFn: addPropertyRequest });
