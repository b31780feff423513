import { z } from 'zod';
import { GUEST_SESSION_USER, NO_SESSION_ID, ANONYMOUS_VIEWER } from '../api';

export const addUserSessionBody = z.object({
  userId: z.union([z.uuid(), z.literal(GUEST_SESSION_USER)]),
});
export const updateUserSessionBody = z.object({
  sessionId: z.uuid(),
  data: z
    .object({
      page_view_count: z.literal(1).optional(),
      last_time_active: z.union([z.iso.datetime(), z.number()]).optional(),
    })
    .strict()
    .refine((d) => d.page_view_count !== undefined || d.last_time_active !== undefined, {
      error: 'needs page_view_count or last_time_active',
    }),
});
export const addPageViewBody = z.object({
  userId: z.union([z.uuid(), z.literal(GUEST_SESSION_USER)]),
  sessionId: z.union([z.uuid(), z.literal(NO_SESSION_ID)]).default(NO_SESSION_ID),
  url: z.string().trim().min(1).max(2048),
});
export const increaseViewsBody = z.object({
  propertyId: z.uuid(),
  viewedBy: z.union([z.uuid(), z.literal(ANONYMOUS_VIEWER)]).optional(),
});
export const propertyViewsQuery = z.object({ propertyId: z.uuid() });
