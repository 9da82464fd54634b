/** Placeholder: the places provider, decorated as `app.places` (docs/areas/hotels.md). */
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'places' });
