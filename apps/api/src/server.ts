import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`CamTour cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const started = Date.now();
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight finish; a hung one cannot keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.info(
    `\nCamTour is running at http://${shownHost}:${config.PORT}  (database: ${app.database.driver} ${app.database.location}; ready in ${Date.now() - started} ms)\n`,
  );
}

main().catch((err: unknown) => {
  console.error('CamTour failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
