import path from 'node:path';
import { z } from 'zod';
/** The cms configuration, read once from the environment. */
const schema = z.object({
    CMS_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    CMS_HOST: z.string().min(1).default('127.0.0.1'),
    CMS_DATA_DIR: z.string().min(1).default('.data/cms'),
    DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});
export class ConfigError extends Error {
    name = 'ConfigError';
}
export function readEnv(source = process.env) {
    // An empty variable means "not set", as in a .env file with `DATABASE_URL=`.
    const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
    const parsed = schema.safeParse(cleaned);
    if (!parsed.success) {
        const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
        throw new ConfigError(`Invalid cms configuration:\n${lines.join('\n')}`);
    }
    return { ...parsed.data, dataDir: path.resolve(parsed.data.CMS_DATA_DIR) };
}
