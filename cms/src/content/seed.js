import { count, eq } from 'drizzle-orm';
import { node, users } from '../db/schema.js';
import { uuidV5 } from './ids.js';
/** True when the database holds no content yet (first start). */
export async function isEmpty(db) {
    const [row] = await db.select({ n: count() }).from(node);
    return (row?.n ?? 0) === 0;
}
/** The system accounts every Drupal site has: anonymous (uid 0) and the first administrator (uid 1). */
async function seedSystemUsers(db) {
    await db
        .insert(users)
        .values([
        { uid: 0, uuid: uuidV5('user:0'), name: '', status: false, roles: ['anonymous'] },
        { uid: 1, uuid: uuidV5('user:1'), name: 'admin', mail: 'admin@example.org', roles: ['authenticated', 'administrator'] },
    ])
        .onConflictDoNothing();
}
/** French demo content. Deterministic ids: seeding twice gives the same UUIDs and aliases. */
export async function seedDemo(db, now = new Date()) {
    await seedSystemUsers(db);
    const articles = [
        {
            slug: 'rentree-2026-les-apprentis-en-cuisine',
            title: 'Rentrée 2026 : 240 apprentis rejoignent nos cuisines et nos salles',
            summary: 'Le campus accueille sa nouvelle promotion d’apprentis en cuisine, pâtisserie, boulangerie et service en salle.',
            body: '<p>Cette année, 240 apprentis commencent leur formation en alternance au campus. Ils partageront leur temps entre nos ateliers, le restaurant d’application et les entreprises partenaires de la région.</p><p>La journée d’accueil a réuni les familles, les maîtres d’apprentissage et l’équipe pédagogique autour d’un déjeuner préparé par les apprentis de deuxième année.</p>',
            daysAgo: 2,
        },
    ];
    let created = 0;
    for (const article of articles) {
        const alias = `/article/${article.slug}`;
        const existing = await db.select({ nid: node.nid }).from(node).where(eq(node.pathAlias, alias));
        if (existing.length > 0)
            continue;
        const date = new Date(now.getTime() - article.daysAgo * 86_400_000);
        await db.insert(node).values({
            uuid: uuidV5(`node:article:${article.slug}`),
            type: 'article',
            title: article.title,
            status: true,
            promote: true,
            uid: 1,
            created: date,
            changed: date,
            pathAlias: alias,
            fields: { body: { value: article.body, summary: article.summary, format: 'basic_html' } },
        });
        created += 1;
    }
    return { created };
}
