import { buildApp } from './app';
import { loadConfig } from './config';
import { shutDownOnSignals } from './lifecycle/shutdown';

const config = loadConfig();
const app = await buildApp(config);

shutDownOnSignals(app, config.shutdownGraceMs); // server/lifecycle/shutdown.ts: in-flight requests finish, then exit 0

await app.listen({ port: config.port, host: config.host });
app.log.info(`Puzzle Gift is running at ${config.publicUrl}`);
