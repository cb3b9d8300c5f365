// The stack's configuration as the start scripts see it, parsed once with zod. The site and the
// cms parse their own variables again at start-up; this only checks what the scripts use.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { root } from './stack.mjs';

const port = z.coerce.number().int().min(1).max(65535);

const schema = z.object({
  PORT: port.default(3000),
  CMS_PORT: port.default(8080),
  CMS_DATA_DIR: z.string().min(1).default('.data/cms'),
  DRUPAL_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** Reads `.env` at the root when present (variables already set win), then validates. */
export function readConfig() {
  const dotenv = path.join(root, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    console.error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for the accepted values.`);
    process.exit(2);
  }
  return { ...parsed.data, CMS_DATA_DIR: path.resolve(root, parsed.data.CMS_DATA_DIR) };
}
