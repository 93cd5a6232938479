import { ConfigError, loadConfig } from './config';
import { buildServer } from './app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildServer(config);
  await app.listen({ host: config.host, port: config.port });
  console.log(`Shell server: http://localhost:${config.port} (release ${config.releaseEnv}, /api → ${config.backendUrl})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
