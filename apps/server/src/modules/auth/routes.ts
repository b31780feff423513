import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountContract as contract,
  messages,
  type DataOf,
  type TextMode,
  type RouteContract,
} from '@rentals/shared';
import { contractRoute, schemaOf, type ContractRequest } from '../../http/contract';
import { ok } from '../../http/envelope';
import { AppError } from '../../app-error';
import { routesChange } from '../../http/public-cache';
import { isLanguage } from '@rentals/shared';
import { presentUserWithLists, type UserListLoader } from '../users/service';
import { setLanguageCookie } from '../users/language';
import { requestTextMode } from '../../http/text-mode';
import { sessionCookieName } from '../../http/session-cookie';
import { createGoogleVerifier } from './google';
import { startLogin, startSignup, verifyCode, signInWithGoogle } from './service';
import { clearSessionCookie, endSession, setSessionCookie } from './sessions';
import { knownDeviceUser, rememberDevice } from './devices';
import { currentUser, requireUser } from '../users/request-user';
import { updateUser, type UserRow } from '../users/repository';
import { lookupLimitOf } from '../users/lookup-limit';
import { startPhoneLogin, startPhoneSignup, verifyPhoneCode } from './phone';
import { confirmPhoneChange, startPhoneChange } from './phone-change';

/** Sign-in calls of spec 1 section 7 "Session, sign-in and user", at their exact paths. */
/** Who asks for a sign-in code: the client's address, its texts, a device known before. */
type CodeAsker = { ip: string; mode: TextMode; deviceUser: string | null };

export async function authRoutes(
  app: FastifyInstance,
  { userLists }: { userLists: readonly UserListLoader[] },
) {
  const { deps } = app;
  // Signing up, in and out shows nowhere public: the public cache is kept.
  routesChange(app, []);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const verifyGoogle = createGoogleVerifier({
    clientId: deps.config.googleClientId,
    jwksUrl: deps.config.googleJwksUrl,
  });
  const limited = {
    rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };

  r.get(
    contract.authorization.path,
    { schema: schemaOf(contract.authorization) },
    async (request) => {
      const user = await currentUser(request);
      if (!user)
        throw new AppError(401, messages.notAuthorized, 'unauthorized', messages.notAuthorized);
      return ok(await presentUserWithLists(deps, userLists, user));
    },
  );

  r.get(contract.logout.path, { schema: schemaOf(contract.logout) }, async (request, reply) => {
    const token = request.cookies[sessionCookieName(deps.config)];
    // The session's open tabs stop hearing the account's news with it.
    if (token) deps.realtime.endSessions([await endSession(deps.db, token)]);
    clearSessionCookie(reply);
    return ok('success');
  });

  r.post(
    contract.signup.path,
    { schema: schemaOf(contract.signup), config: limited },
    async (request) => {
      const { name, email, phone } = request.body;
      const asked = { name, ip: request.ip, mode: requestTextMode(request) };
      // The schema lets exactly one of the two through.
      if (phone !== undefined) await startPhoneSignup(deps, { ...asked, phone });
      else await startSignup(deps, { ...asked, email: email! });
      return ok('sent');
    },
  );

  /** A call that sends a sign-in code (rate-limited), told who asks: the client and its device. */
  const sendsCode = <C extends RouteContract>(
    route: C,
    send: (request: ContractRequest<C>, asker: CodeAsker) => Promise<unknown>,
  ) =>
    contractRoute(
      app,
      route,
      async (request) => {
        const asker = {
          ip: request.ip,
          mode: requestTextMode(request),
          deviceUser: await knownDeviceUser(deps.db, request),
        };
        await send(request, asker);
        return 'sent' as DataOf<C>;
      },
      limited,
    );
  sendsCode(contract.loginPhone, (request, asker) =>
    startPhoneLogin(deps, { phone: request.body.phone, ...asker }),
  );
  sendsCode(contract.loginEmail, (request, asker) =>
    startLogin(deps, { email: request.body.userEmail, ...asker }),
  );

  /** A person signed in: the session's cookie, the device remembered, their language, their account. */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    { user, token }: { user: UserRow; token: string },
  ) {
    setSessionCookie(reply, token);
    await rememberDevice(deps.db, request, reply, user.id);
    // The language chosen on another phone follows the person here.
    if (isLanguage(user.language)) setLanguageCookie(reply, user.language);
    return ok(await presentUserWithLists(deps, userLists, user));
  }

  r.post(
    contract.verifyLoginCode.path,
    { schema: schemaOf(contract.verifyLoginCode), config: limited },
    async (request, reply) => {
      const { otp, userEmail, phone, type } = request.body;
      const purpose = type === 'signup' ? 'signup' : 'login';
      const signed =
        phone !== undefined
          ? await verifyPhoneCode(deps, { phone, code: otp, purpose, ip: request.ip })
          : await verifyCode(deps, { email: userEmail!, code: otp, purpose, ip: request.ip });
      return signedIn(request, reply, signed);
    },
  );

  r.post(
    contract.googleLogin.path,
    { schema: schemaOf(contract.googleLogin), config: limited },
    async (request, reply) => {
      const { client_id } = request.body;
      if (client_id && deps.config.googleClientId && client_id !== deps.config.googleClientId) {
        throw new AppError(401, messages.googleFailed, 'unauthorized');
      }
      return signedIn(
        request,
        reply,
        await signInWithGoogle(deps, verifyGoogle, request.body.jwtToken),
      );
    },
  );

  // A phone number for the signed-in account (issue 34): proved by the code sent to it.
  const lookupLimit = lookupLimitOf(app);
  r.post(
    contract.startPhoneChange.path,
    { schema: schemaOf(contract.startPhoneChange), config: limited },
    async (request) => {
      const actor = await requireUser(request);
      // 'taken' tells whether an account holds the number: a look-up, under their limit.
      if (request.body.phone !== actor.phone) await lookupLimit(request, actor.id);
      return ok(await startPhoneChange(deps, actor, { phone: request.body.phone, ip: request.ip }));
    },
  );

  r.post(
    contract.verifyPhoneChange.path,
    { schema: schemaOf(contract.verifyPhoneChange), config: limited },
    async (request) => {
      const actor = await requireUser(request);
      const user = await confirmPhoneChange(deps, actor, {
        code: request.body.otp,
        ip: request.ip,
      });
      return ok(await presentUserWithLists(deps, userLists, user));
    },
  );

  r.post(
    contract.chooseSmsAlerts.path,
    { schema: schemaOf(contract.chooseSmsAlerts) },
    async (request) => {
      const actor = await requireUser(request);
      const user = await updateUser(deps.db, actor.id, { smsAlerts: request.body.on });
      return ok(await presentUserWithLists(deps, userLists, user!));
    },
  );
}
