import { ticketCreatedNotificationText } from '@backoffice/contracts';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAs } from '../test/helper';
import { listenForSockets, nextEvent } from '@backoffice/api-server/testing';

describe('tickets: live notifications', () => {
  let app: App;
  let sockets: Awaited<ReturnType<typeof listenForSockets>>;
  beforeAll(async () => {
    app = await buildTestApp();
    sockets = await listenForSockets(app);
  });
  afterAll(async () => {
    sockets.disconnectAll();
    await app.close();
  });
  const once = nextEvent;

  it("pushes a new ticket to the target department's user, not to its author", async () => {
    const employeeToken = await loginAs(app, demo.employee);
    const departmentToken = await loginAs(app, demo.department);
    const [employee, department] = await sockets.openConnected(employeeToken, departmentToken);
    let leaked = false;
    employee.on('message', () => (leaked = true));
    const message = once<{ name: string; message: string }>(department, 'message');

    const depts = (await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} })).json().department;
    const target = depts.find((d: { name: string }) => d.name === demo.department.department)._id;
    const boundary = 'liveboundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/ticket/createTicket',
      headers: { ...bearer(employeeToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: field('title', 'Live one') + field('message', '<p>Bell!</p>') + field('departmentId', target) + `--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    const text = ticketCreatedNotificationText('Live one', `${demo.employee.firstName} ${demo.employee.lastName}`);
    expect(await message).toMatchObject({ name: text, message: text });
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });
});
