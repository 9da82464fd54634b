import fp from 'fastify-plugin';

// STUB: replaced by the users repository (app.userAccounts).
export default fp(async () => {}, { name: 'user-accounts-repository' });
