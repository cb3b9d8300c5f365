import { getLatestArticles } from '@/lib/drupal/articles';
import { env } from '@/lib/env';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

export default async function HomePage() {
  const articles = await getLatestArticles(3);
  return (
    <>
      <h1>{env.siteName}</h1>
      <p>{env.siteDescription}</p>
      <section aria-labelledby="actualites">
        <h2 id="actualites">Actualités</h2>
        {articles.length === 0 ? (
          <p>Aucune actualité pour le moment. Revenez bientôt !</p>
        ) : (
          articles.map((article) => (
            <article key={article.id} className="teaser">
              <h3>{article.title}</h3>
              {article.created ? (
                <p>
                  Publié le <time dateTime={article.created}>{dateFormat.format(new Date(article.created))}</time>
                </p>
              ) : null}
              {article.summary ? <p>{article.summary}</p> : null}
            </article>
          ))
        )}
      </section>
    </>
  );
}
