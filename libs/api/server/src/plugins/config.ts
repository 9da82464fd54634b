import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** Decorates `app.config`: the rest of the app reads configuration only from here. */
export default fp(
  async function config(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
