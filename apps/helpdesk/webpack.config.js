// Build config, not app code: the module-boundary rule's project graph does not apply to it.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({ app: 'helpdesk' });
