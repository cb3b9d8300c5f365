import { createAdaptorServer } from '@hono/node-server';
import { isEmpty, seedDemo } from './content/seed.js';
import { migrate, openDatabase } from './db/database.js';
import { createApp } from './http/app.js';
/** Opens the database, applies migrations, seeds an empty one if asked, and listens. */
export async function startServer(options) {
    const database = await openDatabase(options);
    await migrate(database.db);
    if (options.seedWhenEmpty && (await isEmpty(database.db)))
        await seedDemo(database.db);
    const app = createApp(database.db);
    const server = createAdaptorServer({ fetch: app.fetch });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => resolve());
    });
    const { port } = server.address();
    return {
        url: `http://${options.host}:${port}`,
        database,
        close: async () => {
            await new Promise((resolve) => server.close(() => resolve()));
            await database.close();
        },
    };
}
