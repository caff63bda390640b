import { CaughtMailErrorCode, CaughtMailService } from './caught-mail.service';
import { SmtpCatcher } from './smtp-catcher.service';
import { SmtpMailProvider } from './smtp-mail.provider';

describe(CaughtMailService.name, () => {
  it('should refuse every call while the catcher is not running', () => {
    const sut = new CaughtMailService(new SmtpCatcher());
    for (const call of [() => sut.list(), () => sut.get('x'), () => sut.clear()]) {
      expect(call).toThrow(expect.objectContaining({ code: CaughtMailErrorCode.CatcherNotRunning, message: 'The mail catcher is not running' }) as Error);
    }
  });

  it('should list, get and clear what the running catcher caught', async () => {
    const catcher = new SmtpCatcher();
    const { host, port } = await catcher.start();
    try {
      const sut = new CaughtMailService(catcher);
      const provider = new SmtpMailProvider({ host, port, secure: false });
      const sent = await provider.send({ from: 'a@movingco.example', to: 'b@movingco.example', subject: 'Caught', html: '<p>x</p>', text: 'x' });
      await provider.close();

      expect(sut.list()).toEqual([expect.objectContaining({ id: sent.requestId, subject: 'Caught' })]);
      expect(sut.get(sent.requestId as string).messageId).toBe(sent.messageId);
      expect(() => sut.get('missing')).toThrow(expect.objectContaining({ code: CaughtMailErrorCode.MessageNotFound }) as Error);
      expect(sut.clear()).toBe(1);
      expect(sut.list()).toEqual([]);
    } finally {
      await catcher.stop();
    }
  });
});
