import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors';
import { requireUser } from '../users/request-user';
import type { UserRow } from '../users/repository';
import { isAdmin } from '../users/roles';

/** The signed-in admin: 401 for a visitor, 403 for anyone without the admin role. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!isAdmin(user)) throw forbidden('Only an admin can do this');
  return user;
}
