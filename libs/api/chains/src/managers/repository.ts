/**
 * Managers' data layer, `app.managers` (docs/areas/chains.md, "Managers"): Revenue Managers (GROUPMANAGER, one
 * chain) and Hotel Managers (REGIONALMANAGER, chosen hotels of one chain) are users; the form's rules in the spec's
 * order; a new manager gets an invitation e-mail with a single-use link to set a password (the password reset's
 * table and confirm call). Every write audited.
 */
import {
  ChainsMessages,
  MANAGER_ACCESS_LEVELS,
  EMAIL_SHAPE,
  MANAGER_INVITE_DAYS,
  MANAGER_TYPE_LABELS,
  type CreateManagerBody,
  type Manager,
  type ManagerAccessLevel,
  type UpdateManagerBody,
} from '@backoffice/contracts';
import {
  DEFAULT_LINKS,
  audit,
  badRequest,
  conflict,
  isUuid,
  newPasswordLinkToken,
  notFound,
  passwordLinkHash,
  type Actor,
  type Db,
  type MailProvider,
  type Tx,
} from '@backoffice/api-server';
import { commissions, hotels, passwordResets, users } from '@backoffice/api-server/schema';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { managerChains, managerHotels } from '../chains.schema';

const isManagerLevel = (v: unknown): v is ManagerAccessLevel => (MANAGER_ACCESS_LEVELS as readonly unknown[]).includes(v);

/** The names and e-mail in the spec's order. @throws HttpError 400. */
function checkPerson(b: { firstName?: string; lastName?: string; email?: string }): { firstName: string; lastName: string; email: string } {
  const firstName = b.firstName?.trim() ?? '';
  if (!firstName) throw badRequest(ChainsMessages.manager.firstNameRequired);
  const lastName = b.lastName?.trim() ?? '';
  if (!lastName) throw badRequest(ChainsMessages.manager.lastNameRequired);
  const email = b.email?.trim().toLowerCase() ?? '';
  if (!email) throw badRequest(ChainsMessages.manager.emailRequired);
  if (!EMAIL_SHAPE.test(email)) throw badRequest(ChainsMessages.manager.emailInvalid);
  return { firstName, lastName, email };
}

export class ManagerRepository {
  constructor(
    private readonly db: Db,
    private readonly mail: MailProvider,
    private readonly inviteUrl: string,
  ) {}

  /** Every manager (or the one `id`), newest first, with the chain and (Hotel Managers) the hotels. */
  async list(id?: string): Promise<Manager[]> {
    const rows = await this.db
      .select({ u: users, chainId: commissions.id, chainName: commissions.clientTypeName })
      .from(users)
      .leftJoin(managerChains, eq(managerChains.userId, users.id))
      .leftJoin(commissions, eq(commissions.id, managerChains.commissionId))
      .where(and(inArray(users.accessLevel, [...MANAGER_ACCESS_LEVELS]), eq(users.disabled, false), id ? eq(users.id, id) : undefined))
      .orderBy(desc(users.createdAt), desc(users.id));
    const ids = rows.map((r) => r.u.id);
    const assigned = ids.length
      ? await this.db
          .select({ userId: managerHotels.userId, id: hotels.id, name: hotels.name })
          .from(managerHotels)
          .innerJoin(hotels, eq(hotels.id, managerHotels.hotelId))
          .where(inArray(managerHotels.userId, ids))
      : [];
    return rows.map((r) => ({
      _id: r.u.id,
      firstName: r.u.firstName,
      lastName: r.u.lastName,
      fullName: `${r.u.firstName} ${r.u.lastName}`.trim(),
      email: r.u.email,
      mobile: r.u.mobile,
      accessLevel: r.u.accessLevel as ManagerAccessLevel,
      commission: r.chainId ? { _id: r.chainId, clientTypeName: r.chainName as string } : null,
      hotel: assigned.filter((h) => h.userId === r.u.id).map((h) => ({ _id: h.id, name: h.name })),
    }));
  }

  /**
   * Adds a manager in one transaction with its invitation: checks in the spec's order (names, e-mail, type, chain,
   * hotels), the hotels of a Hotel Manager must be of its chain.
   * @throws HttpError 400, 409 (the e-mail has an account).
   */
  async create(body: CreateManagerBody, actor: Actor): Promise<Manager> {
    const person = checkPerson(body);
    if (!isManagerLevel(body.accessLevel)) throw badRequest(ChainsMessages.manager.typeRequired);
    const level = body.accessLevel;
    if (!body.commission || !isUuid(body.commission)) throw badRequest(ChainsMessages.manager.chainRequired);
    const chainId = body.commission;
    const hotelIds = level === 'REGIONALMANAGER' ? [...new Set(body.hotelId ?? [])] : [];
    if (level === 'REGIONALMANAGER' && hotelIds.length === 0) throw badRequest(ChainsMessages.manager.hotelsRequired);
    const id = await this.db.transaction(async (tx) => {
      const [chain] = await tx.select({ id: commissions.id }).from(commissions).where(eq(commissions.id, chainId));
      if (!chain) throw badRequest(ChainsMessages.manager.chainRequired);
      await this.hotelsOfChain(tx, hotelIds, chainId);
      const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, person.email), isNull(users.deletedAt)));
      if (taken) throw conflict(ChainsMessages.manager.emailTaken);
      const [user] = await tx
        .insert(users)
        .values({ ...person, mobile: body.mobile?.trim() ?? '', userType: 'EMPLOYEE', accessLevel: level })
        .returning({ id: users.id });
      await tx.insert(managerChains).values({ userId: user.id, commissionId: chainId });
      if (hotelIds.length) await tx.insert(managerHotels).values(hotelIds.map((hotelId) => ({ userId: user.id, hotelId })));
      await this.invite(tx, user.id, person, level);
      await audit(tx, actor, {
        action: 'user.create_manager',
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: { ...person, accessLevel: level, commission: chainId, hotelId: hotelIds },
      });
      return user.id;
    });
    return this.one(id);
  }

  /**
   * Updates a manager's names, e-mail, mobile and (a Hotel Manager's) hotels; the type and chain stay.
   * @throws HttpError 400, 404, 409.
   */
  async update(body: UpdateManagerBody, actor: Actor): Promise<Manager> {
    const person = checkPerson(body);
    if (!isUuid(body._id)) throw notFound(ChainsMessages.manager.notFound);
    const id = body._id;
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ u: users, chainId: managerChains.commissionId })
        .from(users)
        .innerJoin(managerChains, eq(managerChains.userId, users.id))
        .where(and(eq(users.id, id), inArray(users.accessLevel, [...MANAGER_ACCESS_LEVELS]), eq(users.disabled, false)))
        .for('update', { of: users });
      if (!before) throw notFound(ChainsMessages.manager.notFound);
      const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, person.email), ne(users.id, id), isNull(users.deletedAt)));
      if (taken) throw conflict(ChainsMessages.manager.emailTaken);
      let hotelIds: string[] | undefined;
      if (before.u.accessLevel === 'REGIONALMANAGER' && body.hotel) {
        hotelIds = [...new Set(body.hotel)];
        if (hotelIds.length === 0) throw badRequest(ChainsMessages.manager.hotelsRequired);
        await this.hotelsOfChain(tx, hotelIds, before.chainId);
        await tx.delete(managerHotels).where(eq(managerHotels.userId, id));
        await tx.insert(managerHotels).values(hotelIds.map((hotelId) => ({ userId: id, hotelId })));
      }
      await tx.update(users).set({ ...person, mobile: body.mobile?.trim() ?? before.u.mobile, updatedAt: new Date() }).where(eq(users.id, id));
      await audit(tx, actor, {
        action: 'user.update_manager',
        entityType: 'user',
        entityId: id,
        before: { firstName: before.u.firstName, lastName: before.u.lastName, email: before.u.email, mobile: before.u.mobile },
        after: { ...person, mobile: body.mobile?.trim() ?? before.u.mobile, ...(hotelIds ? { hotel: hotelIds } : {}) },
      });
    });
    return this.one(id);
  }

  /**
   * Removes a manager: the chain and hotels are taken away and the account is disabled (its tokens stop working);
   * the user row stays, so that its history keeps its name.
   * @throws HttpError 404.
   */
  async remove(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(ChainsMessages.manager.notFound);
    await this.db.transaction(async (tx) => {
      const [u] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), inArray(users.accessLevel, [...MANAGER_ACCESS_LEVELS]), eq(users.disabled, false)))
        .for('update');
      if (!u) throw notFound(ChainsMessages.manager.notFound);
      await tx.delete(managerHotels).where(eq(managerHotels.userId, id));
      await tx.delete(managerChains).where(eq(managerChains.userId, id));
      await tx.update(users).set({ disabled: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, id));
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
      await audit(tx, actor, { action: 'user.remove_manager', entityType: 'user', entityId: id, before: { accessLevel: u.accessLevel, disabled: false }, after: { disabled: true } });
    });
  }

  private async one(id: string): Promise<Manager> {
    const [found] = await this.list(id);
    if (!found) throw notFound(ChainsMessages.manager.notFound);
    return found;
  }

  /** @throws HttpError 400 unless every hotel exists, is not deleted, and belongs to the chain. */
  private async hotelsOfChain(tx: Tx, hotelIds: string[], chainId: string): Promise<void> {
    if (!hotelIds.length) return;
    if (!hotelIds.every(isUuid)) throw badRequest(ChainsMessages.manager.hotelsOutsideChain);
    const found = await tx
      .select({ id: hotels.id })
      .from(hotels)
      .where(and(inArray(hotels.id, hotelIds), eq(hotels.commissionId, chainId), isNull(hotels.deletedAt)));
    if (found.length !== hotelIds.length) throw badRequest(ChainsMessages.manager.hotelsOutsideChain);
  }

  /** The invitation: a single-use link valid {@link MANAGER_INVITE_DAYS} days, queued with the manager's row. */
  private async invite(tx: Tx, userId: string, person: { firstName: string; email: string }, level: ManagerAccessLevel): Promise<void> {
    const token = newPasswordLinkToken();
    // Redeemed only by POST /user/resetPassword/confirm (docs/api-database.md, "Single-use links").
    await tx.insert(passwordResets).values({
      userId,
      purpose: 'manager_invitation',
      tokenHash: passwordLinkHash(token),
      expiresAt: new Date(Date.now() + MANAGER_INVITE_DAYS * 86_400_000),
    });
    const link = `${this.inviteUrl}?token=${encodeURIComponent(token)}`;
    await this.mail.send(
      {
        to: person.email,
        subject: `You are invited as ${MANAGER_TYPE_LABELS[level]}`,
        text: `Hello ${person.firstName},\n\nYou have been added as ${MANAGER_TYPE_LABELS[level]}. Set your password within ${MANAGER_INVITE_DAYS} days:\n${link}\n`,
      },
      { tx },
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Revenue Managers and Hotel Managers (chains area). */
    managers: ManagerRepository;
  }
}

export default fp(
  async function managerRepository(app) {
    app.decorate('managers', new ManagerRepository(app.db, app.mail, (app.config.links ?? DEFAULT_LINKS).managerInviteUrl));
  },
  { name: 'manager-repository' },
);
