/** Entry point of `deploy` (npm run deploy, or the package bin through tsx). */
import { runCli } from './cli-program';

void runCli(process.argv).then((code) => {
  process.exitCode = code;
});
