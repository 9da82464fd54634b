import { USERS_PAGE_SIZE, USER_EXPORT_COLUMNS, type UserSummary } from '@backoffice/contracts';
import { departments, managerChains, managerHotels, users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { insertChain, insertHotel, insertUser } from '@backoffice/api-server/testing';
import { buildTestAppAsAdmin, type App } from '../test/helper';

describe('GET /user/all and GET /user/export', () => {
  let app: App;
  let admin: Record<string, string>;
  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/user/all?${query}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: UserSummary[]; total: number; page: number; limit: number };
  };
  const emails = (body: { data: UserSummary[] }) => body.data.map((u) => u.email);

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    // One user of each kind under the search prefix "zqkind", plus a deleted one.
    const [dept] = await app.db.select().from(departments).where(eq(departments.name, 'Finance'));
    const chain = await insertChain(app, 'Zq Chain');
    const { hotelId: hotel } = await insertHotel(app, { name: 'Zq Harbour Hotel', commissionId: chain, status: 'Pending' });
    const kinds: [string, Partial<typeof users.$inferInsert>][] = [
      ['admin', { role: 'SuperAdmin' }],
      ['dept', { role: 'Department', departmentId: dept.id }],
      ['employee', { role: 'Employee' }],
      ['hotelmanager', { role: null, userType: 'EMPLOYEE', accessLevel: 'REGIONALMANAGER' }],
      ['revenue', { role: null, userType: 'EMPLOYEE', accessLevel: 'GROUPMANAGER' }],
      ['owner', { role: null, userType: 'ADMIN', accessLevel: 'OWNER' }],
      ['contact', { role: null, userType: 'EMPLOYEE', accessLevel: 'STANDARD' }],
      ['customer', { role: null, userType: 'APP', provider: 'Timeflyz' }],
      ['guest', { role: null, userType: 'APP', provider: 'Guest' }],
      ['guestnull', { role: null, userType: 'APP', provider: null }],
    ];
    for (const [name, fields] of kinds) {
      const u = await insertUser(app, { email: `zqkind.${name}@example.com`, firstName: 'Zqkind', lastName: name, ...fields });
      if (name === 'hotelmanager') {
        await app.db.insert(managerChains).values({ userId: u.id, commissionId: chain });
        await app.db.insert(managerHotels).values({ userId: u.id, hotelId: hotel });
      }
    }
    await insertUser(app, { email: 'zqkind.deleted@example.com', firstName: 'Zqkind', lastName: 'deleted', deletedAt: new Date(), disabled: true });
  });
  afterAll(() => app.close());

  it('answers the first page of 10, newest first, with the total', async () => {
    for (let i = 0; i < 12; i++) {
      await insertUser(app, { email: `zqpage.${String(i).padStart(2, '0')}@example.com`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const first = await list('search=zqpage');
    expect(first).toMatchObject({ total: 12, page: 1, limit: USERS_PAGE_SIZE });
    expect(emails(first)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `zqpage.${String(i).padStart(2, '0')}@example.com`));
    const second = await list('search=zqpage&page=2');
    expect(emails(second)).toEqual(['zqpage.01@example.com', 'zqpage.00@example.com']);
    expect((await list('search=zqpage&page=3&limit=5')).data).toHaveLength(2);
  });

  it('maps each row to the summary: kind, access label, department, chain, hotels, status', async () => {
    const body = await list('search=zqkind&sort=name&limit=50');
    expect(body.total).toBe(10);
    const byLast = Object.fromEntries(body.data.map((u) => [u.lastName, u]));
    expect(Object.fromEntries(body.data.map((u) => [u.lastName, [u.kind, u.accessLabel]]))).toEqual({
      admin: ['Admin', 'Admin'],
      dept: ['Department', 'Finance'],
      employee: ['Employee', 'Employee'],
      hotelmanager: ['Hotel Manager', 'Hotel Manager'],
      revenue: ['Revenue Manager', 'Revenue Manager'],
      owner: ['Owner', 'Hotel Owner'],
      contact: ['Reservation Contact', 'Reservation Contact'],
      customer: ['Customer', 'Customer'],
      guest: ['Guest', 'Guest'],
      guestnull: ['Guest', 'Guest'],
    });
    expect(byLast.hotelmanager).toEqual({
      _id: expect.any(String),
      email: 'zqkind.hotelmanager@example.com',
      firstName: 'Zqkind',
      lastName: 'hotelmanager',
      fullName: 'Zqkind hotelmanager',
      role: null,
      userType: 'EMPLOYEE',
      accessLevel: 'REGIONALMANAGER',
      kind: 'Hotel Manager',
      accessLabel: 'Hotel Manager',
      department: null,
      commission: { _id: expect.any(String), clientTypeName: 'Zq Chain' },
      hotel: [{ _id: expect.any(String), name: 'Zq Harbour Hotel' }],
      provider: null,
      createdAt: expect.any(String),
      lastLoggedIn: null,
      expireDate: null,
      disabled: false,
      status: 'Active',
      emailVerified: true,
      requestedDepartment: null,
    });
    expect(byLast.dept.department).toEqual({ _id: expect.any(String), name: 'Finance' });
    expect(byLast.deleted).toBeUndefined();
  });

  it('filters by type exactly as the kinds are derived, and hides admins on request', async () => {
    const lastNames = async (type: string) => (await list(`search=zqkind&sort=name&type=${encodeURIComponent(type)}`)).data.map((u) => u.lastName);
    expect(await lastNames('All')).toHaveLength(10);
    expect(await lastNames('Admin')).toEqual(['admin']);
    expect(await lastNames('Hotel Manager')).toEqual(['hotelmanager']);
    expect(await lastNames('Revenue Manager')).toEqual(['revenue']);
    expect(await lastNames('Owner')).toEqual(['owner']);
    expect(await lastNames('Customer')).toEqual(['customer']);
    expect(await lastNames('Guest')).toEqual(['guest', 'guestnull']);
    const hidden = await list('search=zqkind&hideAdmins=true&limit=50');
    expect(hidden.total).toBe(9);
    expect(hidden.data.some((u) => u.kind === 'Admin')).toBe(false);
    const bad = await app.inject({ method: 'GET', url: '/api/user/all?type=Boss', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('searches the start of first name, last name, "first last" and e-mail, any case, literally', async () => {
    await insertUser(app, { email: 'zqs.one@example.com', firstName: 'Zqsearch', lastName: 'Mac_Donald' });
    await insertUser(app, { email: 'zqs.two@example.com', firstName: 'Zqsearch', lastName: 'MacXDonald' });
    await insertUser(app, { email: 'zqs.three@example.com', firstName: 'Other', lastName: 'Zqsearch%' });
    expect((await list('search=ZQSEARCH')).total).toBe(3);
    expect(emails(await list(`search=${encodeURIComponent('zqsearch mac_')}`))).toEqual(['zqs.one@example.com']);
    expect(emails(await list(`search=${encodeURIComponent('Zqsearch%')}`))).toEqual(['zqs.three@example.com']);
    expect(emails(await list('search=ZQS.TWO'))).toEqual(['zqs.two@example.com']);
    expect((await list(`search=${encodeURIComponent('zq%')}`)).total).toBe(0);
    expect((await list(`search=${encodeURIComponent('  zqsearch   macx ')}`)).total).toBe(1);
  });

  it('sorts by name, e-mail and last sign-in (never signed in last)', async () => {
    await insertUser(app, { email: 'zqsort.c@example.com', firstName: 'Zqsort', lastName: 'Alpha', lastLoggedIn: new Date('2026-03-01T00:00:00Z') });
    await insertUser(app, { email: 'zqsort.a@example.com', firstName: 'Zqsort', lastName: 'Charlie', lastLoggedIn: null });
    await insertUser(app, { email: 'zqsort.b@example.com', firstName: 'zqsort', lastName: 'bravo', lastLoggedIn: new Date('2026-04-01T00:00:00Z') });
    const order = async (q: string) => (await list(`search=zqsort&${q}`)).data.map((u) => u.email.slice(7, 8));
    expect(await order('sort=name')).toEqual(['c', 'b', 'a']);
    expect(await order('sort=name&order=desc')).toEqual(['a', 'b', 'c']);
    expect(await order('sort=email')).toEqual(['a', 'b', 'c']);
    expect(await order('sort=lastLoggedIn')).toEqual(['b', 'c', 'a']);
    expect(await order('sort=lastLoggedIn&order=asc')).toEqual(['c', 'b', 'a']);
  });

  it('shows an expired or disabled account as Not Active and a future expiry as Active', async () => {
    await insertUser(app, { email: 'zqstatus.past@example.com', expireDate: new Date(Date.now() - 60_000) });
    await insertUser(app, { email: 'zqstatus.future@example.com', expireDate: new Date(Date.now() + 86_400_000) });
    await insertUser(app, { email: 'zqstatus.off@example.com', disabled: true });
    const status = Object.fromEntries((await list('search=zqstatus')).data.map((u) => [u.email.split('@')[0], u.status]));
    expect(status).toEqual({ 'zqstatus.past': 'Not Active', 'zqstatus.future': 'Active', 'zqstatus.off': 'Not Active' });
  });

  const readSheet = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/user/export?${query}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Users-${new Date().toISOString().slice(0, 10)}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    return { sheet, rows: sheet.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1)) };
  };

  it('exports the filtered list without paging, formula-like cells neutralised', async () => {
    await insertUser(app, { email: 'zqexport.evil@example.com', firstName: '=HYPERLINK("http://evil")', lastName: 'Mallory', lastLoggedIn: new Date('2026-05-01T10:30:00Z') });
    await insertUser(app, { email: 'zqexport.tab@example.com', firstName: '+61 Tab', lastName: 'User', expireDate: new Date('2020-01-01T00:00:00Z') });
    const [hostileDept] = await app.db.insert(departments).values({ name: '@SUM(A1)' }).returning();
    await insertUser(app, { email: '-zqexport@example.com', firstName: 'Plus', lastName: 'Dept', role: 'Department', departmentId: hostileDept.id });
    for (let i = 0; i < 11; i++) await insertUser(app, { email: `zqexport.n${String(i).padStart(2, '0')}@example.com`, firstName: 'Zqexport', lastName: `N${i}` });
    const { sheet, rows } = await readSheet('search=zqexport&sort=email&page=2&limit=1');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...USER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(13);
    const byEmail = Object.fromEntries(rows.map((r) => [String(r[1]), r]));
    expect(byEmail['zqexport.evil@example.com'].slice(0, 4)).toEqual(['\'=HYPERLINK("http://evil") Mallory', 'zqexport.evil@example.com', 'Employee', 'Active']);
    expect((byEmail['zqexport.evil@example.com'][4] as Date).toISOString()).toBe('2026-05-01T10:30:00.000Z');
    expect(byEmail['zqexport.evil@example.com'][5]).toBeInstanceOf(Date);
    expect(byEmail['zqexport.tab@example.com'].slice(0, 4)).toEqual(["'+61 Tab User", 'zqexport.tab@example.com', 'Employee', 'Not Active']);
    expect(byEmail['zqexport.tab@example.com'][4]).toBeUndefined();
    // A hostile e-mail and department name (the access label), found by the e-mail's start.
    const dept = await readSheet(`search=${encodeURIComponent('-zqexport')}`);
    expect(dept.rows).toEqual([['Plus Dept', "'-zqexport@example.com", "'@SUM(A1)", 'Active', undefined, expect.any(Date)]]);
  });

  it('exports every row across batches, in the list order', async () => {
    const many = Array.from({ length: 1_005 }, (_, i) => ({
      email: `zqbulk.${String(i).padStart(4, '0')}@example.com`,
      firstName: 'Zqbulk',
      lastName: `B${String(1_004 - i).padStart(4, '0')}`,
      role: 'Employee' as const,
      lastLoggedIn: i % 2 ? new Date(Date.UTC(2026, 0, 1, 0, i)) : null,
    }));
    await app.db.insert(users).values(many);
    const byName = await readSheet('search=zqbulk&sort=name');
    expect(byName.rows).toHaveLength(1_005);
    expect(byName.rows[0][0]).toBe('Zqbulk B0000');
    expect(byName.rows[1_004][0]).toBe('Zqbulk B1004');
    const bySignIn = await readSheet('search=zqbulk&sort=lastLoggedIn');
    expect(new Set(bySignIn.rows.map((r) => r[1])).size).toBe(1_005);
    expect(bySignIn.rows[0][1]).toBe('zqbulk.1003@example.com');
    expect(bySignIn.rows.slice(502).every((r) => r[4] === undefined)).toBe(true);
    expect((await list('search=zqbulk')).total).toBe(1_005);
  });
});
