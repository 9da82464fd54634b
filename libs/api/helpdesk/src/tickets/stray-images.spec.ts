import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, departmentIds, loginAs } from '../test/helper';
import { form, png } from '@backoffice/api-server/testing';

/** A real PNG (images are decoded before they are stored). */
let PNG: Buffer;

/** A multipart body with text fields and one PNG in `fileField`. */
const formWithPng = (fields: Record<string, string>, fileField: string) =>
  form({ ...fields, [fileField]: { filename: 'a.png', type: 'image/png', bytes: PNG } });

/** An image is stored before the row that points to it: a failed insert must not leave the file behind. */
describe('ticket and reply images when the insert fails', () => {
  const uploadsDir = path.join(tmpdir(), `backoffice-stray-images-${process.pid}`);
  let app: App;
  let employee: string;
  let departmentId: string;
  const files = async () => (await readdir(uploadsDir).catch(() => [] as string[])).sort();

  beforeAll(async () => {
    PNG = await png(4, 4);
    app = await buildTestApp({ uploadsDir });
    employee = await loginAs(app, demo.employee);
    departmentId = (await departmentIds(app)).own;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const createTicket = () => {
    const f = formWithPng(
      { title: 'With a picture', message: '<p>See the picture</p>', departmentId },
      'ticketImage',
    );
    return app.inject({
      method: 'POST',
      url: '/api/ticket/createTicket',
      headers: { ...bearer(employee), ...f.headers },
      payload: f.payload,
    });
  };

  it('createTicket: the stored image is deleted when the ticket row cannot be inserted; kept when it is', async () => {
    const before = await files();
    // The ticket's insert runs in a transaction with its audit event (repository.ts).
    jest.spyOn(app.db, 'transaction').mockRejectedValueOnce(new Error('insert failed'));
    const failed = await createTicket();
    expect(failed.statusCode).toBe(500);
    expect(await files()).toEqual(before);

    const ok = await createTicket();
    expect(ok.statusCode).toBe(200);
    const name = path.basename(ok.json().data.ticketImage);
    expect(await files()).toEqual([...before, name].sort());
  });

  it('manageTicket: the reply image is deleted when the reply cannot be inserted; kept when it is', async () => {
    const ticketId = (await createTicket()).json().data._id;
    const before = await files();
    const reply = () => {
      const f = formWithPng({ ticketId, message: '<p>One more picture</p>' }, 'discussionImage');
      return app.inject({
        method: 'POST',
        url: '/api/ticket/manageTicket',
        headers: { ...bearer(employee), ...f.headers },
        payload: f.payload,
      });
    };
    jest.spyOn(app.db, 'transaction').mockRejectedValueOnce(new Error('transaction failed'));
    const failed = await reply();
    expect(failed.statusCode).toBe(500);
    expect(await files()).toEqual(before);

    expect((await reply()).statusCode).toBe(200);
    expect(await files()).toHaveLength(before.length + 1);
  });
});
