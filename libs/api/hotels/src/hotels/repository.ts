/** Placeholder: the hotels data layer, decorated as `app.hotels` (docs/areas/hotels.md). */
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'hotel-repository' });
