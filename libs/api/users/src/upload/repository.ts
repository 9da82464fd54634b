/**
 * The users upload's data layer, `app.userUploads` (docs/areas/users.md, "Upload"): a received .xlsx is checked
 * (its ZIP, then its rows as they stream), every row judged by Create User's rules, then the accepted rows are
 * created in one transaction, each new user invited by e-mail to set a password, with the audit trail and the
 * import's report (user_imports). Nothing is created when the sheet as a whole is refused.
 */
import { randomUUID } from 'node:crypto';
import {
  UsersMessages,
  USER_UPLOAD_MAX_ROWS,
  type UserUploadReport,
} from '@backoffice/contracts';
import { audit, auditMany, badRequest, HttpError, type Actor, type Tx } from '@backoffice/api-server';
import { departments, users } from '@backoffice/api-server/schema';
import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendPasswordLinks } from '../invitations';
import { userImports } from '../users.schema';
import type { ReceivedSheet } from './receive';
import { readUserSheet, SheetError, type SheetRow } from './sheet';
import { checkUploadRow, departmentKey, reportableText, type DepartmentRef, type UploadUser } from './validate';
import { checkXlsxZip, XlsxZipError } from './xlsx-zip';

/**
 * Most bytes the ZIP's entries may unpack to (checked before the reader starts): a 5,000-row sheet with its styles
 * unpacks to a few megabytes; a ZIP bomb far beyond.
 */
export const USER_UPLOAD_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Longest e-mail text kept in a report's refused row (the cell may be anything). */
const REPORT_EMAIL_MAX = 254;
/** Rows per insert and per e-mail lookup. */
const BATCH = 500;

/** The limits the importer applies (tests lower them). */
export interface UploadLimits {
  maxRows: number;
  maxUnpackedBytes: number;
}

type Refused = UserUploadReport['refused'][number];
type Created = UserUploadReport['created'][number];

export class UserUploadRepository {
  constructor(
    private readonly app: FastifyInstance,
    private readonly limits: UploadLimits = { maxRows: USER_UPLOAD_MAX_ROWS, maxUnpackedBytes: USER_UPLOAD_MAX_UNPACKED_BYTES },
  ) {}

  /**
   * Imports a received sheet as `actor` (a SuperAdmin).
   * @returns the report: rows read, created (sheet row, the account's e-mail, id) and refused (sheet row, the
   * e-mail cell as typed, trimmed, reason), each in sheet order; `importId` is the user_imports row.
   * @throws HttpError 413 (`tooManyRows`: more than USER_UPLOAD_MAX_ROWS data rows; `tooLargeUnpacked`), 415
   * `notXlsx` (not a readable .xlsx), 400 `noEmailColumn`.
   */
  async import(file: ReceivedSheet, actor: Actor): Promise<UserUploadReport> {
    const rows = await this.readRows(file);
    const liveDepartments = await this.app.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(isNull(departments.deletedAt));
    const byName = new Map<string, DepartmentRef>(liveDepartments.map((d) => [departmentKey(d.name), d]));

    const refused: (Refused & { order: number })[] = [];
    const accepted: { row: number; shown: string; user: UploadUser }[] = [];
    const seen = new Set<string>();
    for (const { row, values } of rows) {
      // As typed, but never a control character: the report is stored (JSON) and shown.
      const shown = reportableText(values.email.trim().slice(0, REPORT_EMAIL_MAX));
      const check = checkUploadRow(values, byName);
      const email = values.email.trim().toLowerCase();
      // The same e-mail on an earlier row (whatever became of it) is refused here.
      const duplicate = email !== '' && seen.has(email);
      if (email) seen.add(email);
      if (!check.ok) refused.push({ row, email: shown, reason: check.reason, order: row });
      else if (duplicate) refused.push({ row, email: shown, reason: UsersMessages.upload.duplicateInSheet, order: row });
      else accepted.push({ row, shown, user: check.user });
    }

    const importId = randomUUID();
    const report = await this.app.db.transaction(async (tx) => {
      const taken = await this.takenEmails(tx, accepted.map((a) => a.user.email));
      const created: Created[] = [];
      const toCreate = accepted.filter((a) => {
        if (!taken.has(a.user.email)) return true;
        refused.push({ row: a.row, email: a.shown, reason: UsersMessages.create.emailTaken, order: a.row });
        return false;
      });
      for (let i = 0; i < toCreate.length; i += BATCH) {
        const batch = toCreate.slice(i, i + BATCH);
        // A concurrent account with the same e-mail (the unique index) is skipped here and refused as taken.
        const inserted = await tx
          .insert(users)
          .values(batch.map(({ user }) => ({ ...user, passwordHash: null })))
          .onConflictDoNothing()
          .returning({ id: users.id, email: users.email });
        const idOf = new Map(inserted.map((u) => [u.email, u.id]));
        const made: { id: string; user: UploadUser }[] = [];
        for (const { row, shown, user } of batch) {
          const id = idOf.get(user.email);
          if (!id) {
            refused.push({ row, email: shown, reason: UsersMessages.create.emailTaken, order: row });
            continue;
          }
          made.push({ id, user });
          created.push({ row, email: user.email, _id: id });
        }
        // The batch's events and invitations in a few statements (each user's user.create before its user.invited).
        await auditMany(
          tx,
          actor,
          made.map(({ id, user }) => ({ action: 'user.create', entityType: 'user' as const, entityId: id, before: null, after: { ...user, importId } })),
        );
        await sendPasswordLinks(this.app, tx, made.map(({ id, user }) => ({ id, ...user, userType: null, accessLevel: null })), 'invitation', actor);
      }
      refused.sort((a, b) => a.order - b.order);
      const result: UserUploadReport = {
        message: UsersMessages.upload.success,
        importId,
        rows: rows.length,
        created,
        refused: refused.map(({ row, email, reason }) => ({ row, email, reason })),
      };
      await tx.insert(userImports).values({
        id: importId,
        createdBy: actor.userId,
        fileName: file.fileName.slice(0, 255),
        sha256: file.sha256,
        rowCount: result.rows,
        createdCount: result.created.length,
        refusedCount: result.refused.length,
        report: result,
      });
      await audit(tx, actor, {
        action: 'user.upload',
        entityType: 'user',
        entityId: importId,
        before: null,
        after: { fileName: file.fileName.slice(0, 255), sha256: file.sha256, rows: result.rows, created: result.created.length, refused: result.refused.length },
      });
      return result;
    });
    return report;
  }

  /** The sheet's data rows. @throws HttpError 413, 415 or 400 (see {@link import}). */
  private async readRows(file: ReceivedSheet): Promise<SheetRow[]> {
    let zip;
    try {
      zip = await checkXlsxZip(file.bytes, this.limits.maxUnpackedBytes);
    } catch (e) {
      if (e instanceof XlsxZipError) {
        throw e.reason === 'tooLargeUnpacked'
          ? new HttpError(413, UsersMessages.upload.tooLargeUnpacked)
          : new HttpError(415, UsersMessages.upload.notXlsx);
      }
      throw e;
    }
    try {
      return await readUserSheet(zip.stream(), this.limits.maxRows);
    } catch (e) {
      if (e instanceof SheetError) {
        throw e.reason === 'tooManyRows' ? new HttpError(413, UsersMessages.upload.tooManyRows) : badRequest(UsersMessages.upload.noEmailColumn);
      }
      // exceljs could not read the workbook (broken XML, a worksheet it cannot parse).
      this.app.log.info({ err: e }, 'users upload: unreadable workbook');
      throw new HttpError(415, UsersMessages.upload.notXlsx);
    }
  }

  /** Which of `emails` belong to an account that is not deleted. */
  private async takenEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let i = 0; i < emails.length; i += BATCH) {
      const part = emails.slice(i, i + BATCH);
      const rows = await tx.select({ email: users.email }).from(users).where(and(inArray(users.email, part), isNull(users.deletedAt)));
      for (const r of rows) taken.add(r.email);
    }
    return taken;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The users spreadsheet upload (users area). */
    userUploads: UserUploadRepository;
  }
}

/** Decorates `app.userUploads`; `limits` for tests. */
export default fp<{ limits?: UploadLimits }>(
  async function userUploadRepository(app, options) {
    app.decorate('userUploads', new UserUploadRepository(app, options.limits));
  },
  { name: 'user-upload-repository' },
);
