import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    ADMIN_USERNAME: z.string().trim().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    DEMO_DATA: booleanFlag.optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    PERPLEXITY_API_KEY: z.string().optional(),
    PERPLEXITY_BASE_URL: z.string().url().optional(),
    TRUST_PROXY: z.string().optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    CLIENT_DIR: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'Set ADMIN_USERNAME and ADMIN_PASSWORD together, or neither',
  });

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  admin?: { username: string; password: string };
  demoData: boolean;
  openai: { apiKey?: string; baseUrl?: string };
  perplexity: { apiKey?: string; baseUrl?: string };
  /** Fastify's trustProxy: true, addresses (comma-separated) or false when unset. */
  trustProxy: boolean | string;
  production: boolean;
  logLevel: string;
  /** Where the built client lives (dist/client). */
  clientDir?: string;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    // Demo data fills an empty embedded database by default, never PostgreSQL unless asked.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    openai: { apiKey: e.OPENAI_API_KEY || undefined, baseUrl: e.OPENAI_BASE_URL },
    perplexity: { apiKey: e.PERPLEXITY_API_KEY || undefined, baseUrl: e.PERPLEXITY_BASE_URL },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientDir: e.CLIENT_DIR,
  };
}
