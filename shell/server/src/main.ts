import { ConfigError, loadStartupConfig } from './config';
import { buildServer } from './app';

async function main() {
  let config;
  try {
    config = await loadStartupConfig((problems) =>
      console.warn(
        `Site configuration read from SITE_CONFIG_FALLBACK_URL; the primary source is unusable:\n  - ${problems.join('\n  - ')}`,
      ),
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.loginHeader.secretGenerated)
    console.warn('LOGIN_HEADER_SECRET is not set: using a generated one, which the backend cannot check (development only).');
  const app = await buildServer(config);
  await app.listen({ host: config.host, port: config.port });
  console.log(`Shell server: http://localhost:${config.port} (release ${config.releaseEnv}, /api → ${config.backendUrl})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
