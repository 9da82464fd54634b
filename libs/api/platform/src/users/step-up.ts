/**
 * The PIN step-up's calls (docs/areas/users.md, "PIN step-up"), SuperAdmin only: POST /user/stepUp sends the caller
 * a PIN of purpose `step_up` by SMS; POST /user/stepUp/verify checks it and grants the caller's session
 * (its token's `jti`) a step-up for STEP_UP_SECONDS, which Add Admin and a change to Admin require
 * (`requireStepUp` of @backoffice/api-server). The PIN rules are the sign-in PIN's (sign-in.ts). Each route is
 * registered from its operation (`StepUpOperations` of libs/contracts/src/users.ts; routeOperation).
 */
import { StepUpOperations as op, UsersMessages } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, routeOperation, superAdminRoute, unauthorized } from '@backoffice/api-server';
import { sendPin, verifyStepUpPin } from './sign-in';

const stepUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.requestStepUp, superAdminRoute, async (request) => {
    const caller = callerOf(request);
    // Each call sends an SMS: the per-account limit of the sign-in attempts keeps it from being a flood.
    const { loginPerAccount } = app.config.rateLimits;
    await app.limiter.enforce(`stepup:send:${caller.id}`, loginPerAccount);
    const user = await app.users.findById(caller.id);
    if (!user) throw unauthorized();
    await sendPin(app, request, user, 'step_up');
    return { message: UsersMessages.stepUp.sent, expiresInSeconds: app.config.pin.ttlSeconds };
  });

  routeOperation(app, op.verifyStepUp, superAdminRoute, async (request) => {
    const until = await verifyStepUpPin(app, request, callerOf(request), request.body.otp);
    return { message: UsersMessages.stepUp.confirmed, until: until.toISOString() };
  });
};

export default stepUpRoutes;
