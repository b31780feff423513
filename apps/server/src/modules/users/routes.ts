import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountContract as contract,
  updateProfileBody,
  updateProfileWithPictureBody,
  type ProfileUpdateExtra,
} from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { parseOrThrow } from '../../http/validate';
import { currentUser, requireUser } from './request-user';
import { lookupLimitOf } from './lookup-limit';
import { setLanguageCookie, storeLanguage } from './language';
import { presentPublicUser } from './presenter';
import type { UserRow } from './repository';
import {
  findPublicUser,
  presentUserWithLists,
  updateProfile,
  type EmailChange,
  type ProfileUpdate,
  type UserListLoader,
} from './service';

/** The spec's answer, with the new address that waits for its code beside it. */
const profileAnswer = ({ result, pendingEmail }: ProfileUpdate) =>
  ok<ProfileUpdate['result'], ProfileUpdateExtra>(result, pendingEmail ? { pendingEmail } : {});

/**
 * What the user routes need of other areas, passed in by app.ts so that users imports neither
 * auth (which reads users) nor a kind.
 */
export type UserRouteNeeds = {
  userLists: readonly UserListLoader[];
  emailChange: EmailChange;
  /** the session id of the request's cookie, or null without one (modules/auth) */
  sessionIdOf: (request: FastifyRequest) => string | null;
  /** throws unless the actor may fetch this private picture (a hall booking's cake: halls) */
  assertPictureAccess: (deps: Deps, actor: UserRow, key: string) => Promise<void>;
};

/** Profile and user lookups of spec 1 section 7; `userLists` fill the lists shown with a user. */
export async function userRoutes(
  app: FastifyInstance,
  { userLists, emailChange, sessionIdOf, assertPictureAccess }: UserRouteNeeds,
) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Any address answers a name, and a profile update to another address answers 'taken' for
  // a registered one: both are look-ups, under one limit (./lookup-limit.ts).
  const lookupLimit = lookupLimitOf(app);
  const countAddressProbe = async (request: FastifyRequest, actor: UserRow, email?: string) => {
    if (email !== undefined && email !== actor.email) await lookupLimit(request, actor.id);
  };

  // JSON {id, data} or multipart {userId, folder, picture, updatedValues}; answers 'success' |
  // 'taken', and `pendingEmail` when a new e-mail waits for its code.
  // The handler reads and checks the body itself (JSON or multipart), so Fastify checks none.
  const updateSchema = schemaOf({ ...contract.updateProfile, body: undefined });
  r.post(
    contract.updateProfile.path,
    { schema: updateSchema, config: { uploads: true } },
    async (request) => {
      const actor = await requireUser(request);
      if (request.isMultipart()) {
        const form = await readMultipart(request, ['updatedValues']);
        const body = parseOrThrow(updateProfileWithPictureBody, form.fields);
        const pictures = form.files.filter((f) => f.field === 'picture');
        if (pictures.length > 1) throw badRequest('picture: send one picture');
        await countAddressProbe(request, actor, body.updatedValues.email);
        return profileAnswer(
          await updateProfile(
            deps,
            actor,
            {
              userId: body.userId,
              values: body.updatedValues,
              picture: pictures[0],
              ip: request.ip,
            },
            emailChange,
          ),
        );
      }
      const body = parseOrThrow(updateProfileBody, request.body);
      await countAddressProbe(request, actor, body.data.email);
      return profileAnswer(
        await updateProfile(
          deps,
          actor,
          { userId: body.id, values: body.data, ip: request.ip },
          emailChange,
        ),
      );
    },
  );

  // The language switch: a cookie for every visitor, and the profile of a signed-in one.
  r.post(
    contract.chooseLanguage.path,
    // A person's language shows nowhere public: the public cache is kept.
    { schema: schemaOf(contract.chooseLanguage), config: { changes: [] } },
    async (request, reply) => {
      const { language } = request.body;
      const user = await currentUser(request);
      if (user) await storeLanguage(deps.db, user.id, language);
      setLanguageCookie(reply, language);
      return ok({ language });
    },
  );

  // The code sent to the new address makes it the account's; answers the updated user.
  r.post(
    contract.verifyEmailChange.path,
    {
      schema: schemaOf(contract.verifyEmailChange),
      config: { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const actor = await requireUser(request);
      const user = await emailChange.confirm(
        deps,
        actor,
        // Signed in, so the request has a session cookie: that session stays.
        { code: request.body.otp, ip: request.ip, sessionId: sessionIdOf(request)! },
      );
      return ok(await presentUserWithLists(deps, userLists, user));
    },
  );

  r.get(contract.findUser.path, { schema: schemaOf(contract.findUser) }, async (request) => {
    const actor = await requireUser(request);
    await lookupLimit(request, actor.id);
    return ok(presentPublicUser(await findPublicUser(deps, request.query.email)));
  });

  // Downloads an uploaded picture (the owner's copy of a cake picture, a profile picture).
  r.get(
    contract.downloadPicture.path,
    // A stream is sent as it is: the answer schema serialises nothing here.
    { schema: schemaOf(contract.downloadPicture) },
    async (request, reply) => {
      const actor = await requireUser(request);
      const key = deps.storage.keyOf(request.query.picture);
      if (key) await assertPictureAccess(deps, actor, key);
      const stream = key ? await deps.storage.open(key) : null;
      if (!key || !stream) throw notFound('There is no such picture');
      const name = key.split('/').pop()!;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.type(
        name.endsWith('.webp') ? 'image/webp' : name.endsWith('.png') ? 'image/png' : 'image/jpeg',
      );
      return reply.send(stream);
    },
  );
}
