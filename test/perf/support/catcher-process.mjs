// The SMTP catcher in a process of its own, for the engine benchmark: as in production, where the mail server is not
// inside the app, the app's process does not also parse every message it sends. Prints {"port":N} when listening;
// answers an IPC "list" with the Message-IDs caught so far; stops on "stop".
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { SmtpCatcher } = require(join(import.meta.dirname, '..', '..', '..', 'dist', 'src', 'modules', 'delivery', 'smtp-catcher.service.js'));
const catcher = new SmtpCatcher({ keep: Number(process.argv[2] ?? 100_000), maxMessageBytes: 1_000_000 });
const { port } = await catcher.start();
process.send({ port });
process.on('message', async (message) => {
  if (message === 'list') process.send({ ids: catcher.list().map((mail) => mail.messageId) });
  if (message === 'stop') {
    await catcher.stop();
    process.exit(0);
  }
});
