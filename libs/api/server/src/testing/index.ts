/**
 * @backoffice/api-server/testing: the API test harness (specs only). Each API project's jest.config.ts points its
 * globalSetup at ./global-setup.ts (by path: a global setup runs outside Jest's module mapping).
 */
export * from './audit';
export * from './helper';
export * from './log-capture';
export * from './mailbox';
export * from './redis';
export * from './s3';
export * from './sockets';
export * from './test-database';
export * from './uploads';
export * from './fake-stripe';
export * from './fixtures';
export * from './plans';
export * from './list-budget';
