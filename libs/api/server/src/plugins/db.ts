import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database';

/** Opens (or adopts) the database, decorates `app.db`, closes it (and its folder lock) last on shutdown. */
export default fp(
  async function db(app: FastifyInstance, opts: { database?: Database; schema?: Record<string, unknown> }) {
    const { config } = app;
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        pgliteMode: config.pgliteMode,
        schema: opts.schema,
      }));
    app.log.info({ kind: database.kind }, 'database ready');
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
