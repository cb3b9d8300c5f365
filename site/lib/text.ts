// The site's text helpers, one home for each: slugs (the rule the cms's path aliases use too).

export { slugify } from '@campus/cms/slugify';
