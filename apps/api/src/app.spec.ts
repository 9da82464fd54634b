import { request } from 'node:http';
import { io as connect } from 'socket.io-client';
import { buildApp } from './app';
import { captureLogger, checkLogOnClose } from '@backoffice/api-server/testing';
import { createAppTestDatabase as createTestDatabase, demo, loginAs, testConfig } from './test/helper';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, closes sockets and the database', async () => {
    const database = await createTestDatabase();
    const closeDb = jest.spyOn(database, 'close');
    const app = checkLogOnClose(await buildApp({ config: testConfig(), database, logger: captureLogger() }));
    // The handler says when the request has reached it: closing before that would test nothing (and, under
    // load, a fixed wait raced the request and got a 503 or a reset).
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;

    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      query: { token: await loginAs(app, demo.employee) },
      reconnection: false,
    });
    await new Promise((r) => socket.once('connected', r));
    const socketClosed = new Promise((r) => socket.once('disconnect', r));

    const inFlight = new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/test/slow' }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', reject);
      req.end();
    });
    await requestArrived;
    await app.close();

    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await socketClosed;
    expect(closeDb).toHaveBeenCalled();
    socket.close();
  });
});
